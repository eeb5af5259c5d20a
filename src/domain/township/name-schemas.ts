/**
 * Zod checks that a value is one of the township profile's category or department names. They read
 * the profile when a value is checked, not when the schema is built, so every schema that uses
 * them follows the township in use (the stored and sent value stays the exact name).
 */
import * as z from 'zod/mini';
import { isCategoryName, isDepartmentName } from './township.ts';

const NOT_CATEGORY = 'must be one of the township’s categories';
const NOT_DEPARTMENT = 'must be one of the township’s departments';

/** @example categoryNameSchema('Please select a Category.').parse('Graffiti') // 'Graffiti' in the sample profile */
export const categoryNameSchema = (error: string = NOT_CATEGORY) =>
  z.string({ error }).check(z.refine(isCategoryName, { error }));

/** @example departmentNameSchema().parse('Public Works') // 'Public Works' in the sample profile */
export const departmentNameSchema = (error: string = NOT_DEPARTMENT) =>
  z.string({ error }).check(z.refine(isDepartmentName, { error }));
