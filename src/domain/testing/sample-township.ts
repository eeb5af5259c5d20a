/**
 * The township the tests start with (content/township/profile.json, set by vitest.township.ts), in
 * the shapes tests compare against: category and department names in order, the road lists, the
 * agencies and the map. Read when a test file is imported, so a test that switches townships later
 * still compares against the sample.
 */
import { categoryNames, departmentNames, township } from '../township/township.ts';

const profile = township();

export const CATEGORIES: readonly string[] = categoryNames();
export const DEPARTMENTS: readonly string[] = departmentNames();
/** The category the road-jurisdiction redirect applies to. */
export const ROAD_CATEGORY = profile.categories.find((category) => category.roadJurisdiction)!.name;
export const STATE_ROADS = profile.roads.STATE.roads;
export const COUNTY_ROADS = profile.roads.COUNTY.roads;
export const AGENCY_LINKS = {
  STATE: { name: profile.roads.STATE.agency, url: profile.roads.STATE.reportUrl },
  COUNTY: { name: profile.roads.COUNTY.agency, url: profile.roads.COUNTY.reportUrl },
};
export const MAP = { ...profile.map, mapTypeId: profile.map.mapType };
