/**
 * The township profile (content/township/profile.json by default, docs/editing-content.md#township-profile):
 * everything about Township 311 that differs between townships, checked at build (the 311 page) and
 * at server start (functions/config/township.ts). Every error names the file, the field and the
 * value, e.g. `content/township/profile.json: categories.3.department: "public-werks" is not one of the departments`.
 */
import { z } from 'zod';
import { PRIORITIES } from '../requests/constants.ts';
import { CATEGORY_SIGN_NAMES } from '../requests/danger-sign-names.ts';
import { holidaySchema, workingDaysSchema } from '../requests/service-levels.ts';
import { TRIAGE_RULE_NAMES } from './triage-rule-names.ts';

/** A stable key: lowercase words joined by hyphens, e.g. "public-works". Code and links use it; residents never see it. */
const keySchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by hyphens');
const nameSchema = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

const departmentSchema = z.strictObject({ key: keySchema, name: nameSchema });

const categorySchema = z.strictObject({
  key: keySchema,
  /** The exact name residents pick and requests store. */
  name: nameSchema,
  /** Key of the department that owns it. */
  department: keySchema,
  /** Its priority when no triage rule raises it. */
  priority: z.enum(PRIORITIES),
  /** Its Open311 service code: stable, never derived from the name. */
  serviceCode: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, hyphens or underscores'),
  description: z.string().trim().min(1, 'must not be empty').max(300),
  keywords: z.array(z.string().trim().min(1)).max(20),
  /** Whether a request on a state or county road is sent to that agency instead. */
  roadJurisdiction: z.boolean(),
  /** Working days to answer it, 0 (same day) to 365. */
  targetDays: z.int().min(0).max(365),
  /** Category-specific danger signs (e.g. "tree on power lines"). */
  dangerSigns: z.array(z.enum(CATEGORY_SIGN_NAMES)).optional(),
});

const roadListSchema = z.strictObject({
  /** The agency that maintains these roads, as residents are told. */
  agency: nameSchema.max(120),
  /** Where residents report a road problem to that agency. */
  reportUrl: z.url({ protocol: /^https?$/ }),
  /** Road names as residents write them; "Road"/"Rd", "South"/"S" and the like are folded. */
  roads: z.array(nameSchema),
});

const boundsSchema = z
  .strictObject({ south: latitude, north: latitude, west: longitude, east: longitude })
  .refine((box) => box.south < box.north && box.west < box.east, 'must have south below north and west below east');

export const townshipProfileSchema = z
  .strictObject({
    $comment: z.string().optional(),
    /** The township's name in texts: "{city} 311", messages and e-mails. */
    city: nameSchema,
    /**
     * Languages offered, by BCP 47 tag ("en", "es", "zh-Hans"), English first; each but English has
     * its catalogs under locales/<tag>/ (docs/translating.md).
     */
    languages: z
      .array(
        z
          .string()
          .regex(/^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?$/, 'must be a language tag such as "en" or "zh-Hans"'),
      )
      .min(1)
      .refine((tags) => tags.length === 0 || tags[0] === 'en', 'must list "en" first')
      .refine((tags) => new Set(tags).size === tags.length, 'must not list a language twice'),
    departments: z.array(departmentSchema).min(1),
    /** In the order the wizard lists them. */
    categories: z.array(categorySchema).min(1),
    triage: z.strictObject({
      /** Where a request of an unknown category goes. */
      fallbackDepartment: keySchema,
      /** The department a triage rule sends a request to, by rule name. */
      ruleDepartments: z.partialRecord(z.enum(TRIAGE_RULE_NAMES as [string, ...string[]]), keySchema),
    }),
    /** Roads other agencies maintain; STATE is checked before COUNTY. */
    roads: z.strictObject({ STATE: roadListSchema, COUNTY: roadListSchema }),
    map: z.strictObject({
      center: z.strictObject({ lat: latitude, lng: longitude }),
      defaultZoom: z.int().min(1).max(22),
      selectedZoom: z.int().min(1).max(22),
      mapType: z.enum(['roadmap', 'satellite', 'hybrid', 'terrain']),
      /** Place search is biased to this box; reverse look-ups answer a little beyond it. */
      searchBounds: boundsSchema,
      /** A GeoJSON file beside the profile; empty: no boundary check. */
      boundaryFile: z
        .string()
        .regex(/^$|^[\w.-]+\.(geo)?json$/, 'must be a .geojson or .json file name beside the profile'),
    }),
    serviceLevels: z.strictObject({ workingDays: workingDaysSchema, holidays: z.array(holidaySchema) }),
  })
  .superRefine((profile, ctx) => {
    const fail = (path: (string | number)[], message: string) => {
      ctx.addIssue({ code: 'custom', path, message });
    };
    const unique = <T>(list: readonly T[], field: keyof T & string, where: string) => {
      const seen = new Set<unknown>();
      list.forEach((item, index) => {
        if (seen.has(item[field])) fail([where, index, field], `is used twice in ${where}`);
        seen.add(item[field]);
      });
    };
    unique(profile.departments, 'key', 'departments');
    unique(profile.departments, 'name', 'departments');
    unique(profile.categories, 'key', 'categories');
    unique(profile.categories, 'name', 'categories');
    unique(profile.categories, 'serviceCode', 'categories');
    const departments = new Set(profile.departments.map((department) => department.key));
    const known = (key: string, path: (string | number)[]) => {
      if (!departments.has(key)) fail(path, 'is not one of the departments');
    };
    profile.categories.forEach((category, index) => {
      known(category.department, ['categories', index, 'department']);
    });
    known(profile.triage.fallbackDepartment, ['triage', 'fallbackDepartment']);
    for (const [rule, key] of Object.entries(profile.triage.ruleDepartments)) {
      if (key !== undefined) known(key, ['triage', 'ruleDepartments', rule]);
    }
    if (profile.map.selectedZoom < profile.map.defaultZoom)
      fail(['map', 'selectedZoom'], 'must not be below defaultZoom');
    const { center, searchBounds: box } = profile.map;
    if (center.lat < box.south || center.lat > box.north || center.lng < box.west || center.lng > box.east) {
      fail(['map', 'center'], 'must be inside map.searchBounds');
    }
  });

export type TownshipProfile = z.infer<typeof townshipProfileSchema>;
export type ProfileCategory = TownshipProfile['categories'][number];
export type ProfileDepartment = TownshipProfile['departments'][number];

/** The value at a path in the raw input, for the message. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * Checks a parsed profile; throws one Error listing every problem, each naming the file, the field
 * path and the value.
 * @example parseTownshipProfile(JSON.parse(text), 'content/township/profile.json').city // 'Plainsboro'
 */
export function parseTownshipProfile(input: unknown, file: string): TownshipProfile {
  const result = townshipProfileSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(top)';
    const value = valueAt(input, issue.path);
    const json = JSON.stringify(value);
    const shown = value === undefined ? 'missing' : json.length > 80 ? `${json.slice(0, 77)}...` : json;
    const message = value === undefined && issue.code === 'invalid_type' ? 'is required' : issue.message;
    return `${file}: ${path}: ${shown} ${message}`;
  });
  throw new Error(lines.join('\n'));
}

/**
 * Reads the text of a profile file: JSON, then the schema; a syntax error names the file too.
 * @example readTownshipProfile('{"city": …}', 'content/township/profile.json')
 */
export function readTownshipProfile(text: string, file: string): TownshipProfile {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  return parseTownshipProfile(input, file);
}
