/**
 * The Open311 service list: one service per request category of the township profile, each with
 * its stable code (the profile's `serviceCode`, never derived from the category's wording, so
 * renaming a category keeps its code), the department that owns it as its group, and keywords
 * clients can search. Every service has metadata: its definition (services/{code}) lists the
 * attributes a POST may carry.
 */
import type { Category } from '#domain/requests/constants.ts';
import type { TownshipProfile } from '#domain/township/profile-schema.ts';
import { departmentName, township } from '#domain/township/township.ts';

export interface Open311Service {
  code: string;
  category: Category;
  description: string;
  /** Comma-separated in the standard's output. */
  keywords: readonly string[];
  /** The owning department (the same one the rules triage uses). */
  group: string;
}

interface Catalogue {
  services: readonly Open311Service[];
  byCode: ReadonlyMap<string, Open311Service>;
  byCategory: ReadonlyMap<string, Open311Service>;
}

const catalogues = new WeakMap<TownshipProfile, Catalogue>();

/** The catalogue of the township in use, built once per profile. */
function catalogue(): Catalogue {
  const profile = township();
  let built = catalogues.get(profile);
  if (!built) {
    const services = profile.categories.map((category) => ({
      code: category.serviceCode,
      category: category.name,
      description: category.description,
      keywords: category.keywords,
      group: departmentName(category.department),
    }));
    built = {
      services,
      byCode: new Map(services.map((service) => [service.code, service])),
      byCategory: new Map(services.map((service) => [service.category, service])),
    };
    catalogues.set(profile, built);
  }
  return built;
}

/** Every service, in the wizard's category order. */
export const open311Services = (): readonly Open311Service[] => catalogue().services;

/** The service for a code, or undefined for an unknown one. */
export function serviceByCode(code: string): Open311Service | undefined {
  return catalogue().byCode.get(code);
}

/** The service of a category. */
export function serviceOfCategory(category: Category): Open311Service {
  return catalogue().byCategory.get(category)!;
}

/** Whether the road-jurisdiction rule applies to a service (the profile's `roadJurisdiction`). */
export function isRoadService(code: string): boolean {
  const service = serviceByCode(code);
  return (
    service !== undefined && township().categories.some((one) => one.name === service.category && one.roadJurisdiction)
  );
}

/** The service a coverage question without a service code asks about: the first road-jurisdiction one. */
export function defaultRoadServiceCode(): string | undefined {
  const road = township().categories.find((category) => category.roadJurisdiction);
  return road?.serviceCode;
}

/** One attribute of a service definition (the standard's fields). */
interface Open311Attribute {
  /** False for an informational line a client shows but sends nothing for. */
  variable: boolean;
  code: string;
  datatype: 'string' | 'number' | 'datetime' | 'text' | 'singlevaluelist' | 'multivaluelist';
  required: boolean;
  datatype_description: string | null;
  order: number;
  description: string;
  values: readonly { key: string; name: string }[];
}

/**
 * The attribute every service takes: whether the reporter wants text-message updates (our form's
 * checkbox), sent as `attribute[text_alerts]=true`; it needs a `phone`.
 */
export const TEXT_ALERTS_ATTRIBUTE: Open311Attribute = {
  variable: true,
  code: 'text_alerts',
  datatype: 'singlevaluelist',
  required: false,
  datatype_description: 'Needs a phone number in the request.',
  order: 1,
  description: 'Send text-message updates to the phone number given?',
  values: [
    { key: 'true', name: 'Yes' },
    { key: 'false', name: 'No' },
  ],
};

/** Shown before a pothole report: roads the county or the state own are theirs to fix. */
const ROAD_OWNER_ATTRIBUTE: Open311Attribute = {
  variable: false,
  code: 'road_owner',
  datatype: 'text',
  required: false,
  datatype_description: null,
  order: 0,
  description:
    'The township fixes township roads only. A report on a county or state road is refused with the agency to contact; coverage.json answers in advance.',
  values: [],
};

/** The attributes of a service's definition, in order. */
export function attributesOf(service: Open311Service): readonly Open311Attribute[] {
  return isRoadService(service.code) ? [ROAD_OWNER_ATTRIBUTE, TEXT_ALERTS_ATTRIBUTE] : [TEXT_ALERTS_ATTRIBUTE];
}
