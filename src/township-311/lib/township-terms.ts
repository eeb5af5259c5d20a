/**
 * The township's own words in the screen's language: a category's name and description and a
 * department's name, from the profile's catalogs (content/township/locales). Requests store and
 * the API sends the profile's English names; screens show these.
 */
import { categoryByName, departmentName, township } from '#domain/township/township.ts';
import {
  categoryDescriptionKey,
  categoryKey,
  departmentKey,
  townshipMessages,
} from '#domain/township/township-messages.ts';
import { useMessages } from './i18n.tsx';

export interface TownshipTerms {
  /** A stored category name as the reader reads it; an unknown name as it is. */
  category: (name: string) => string;
  /** A category's description, by its key. */
  categoryDescription: (key: string) => string;
  /** A department, by its key, as the reader reads it. */
  department: (key: string) => string;
}

/** The township's words in the screen's language; suspends while another language's catalog downloads. */
export function useTownshipTerms(): TownshipTerms {
  const t = useMessages(townshipMessages(township()));
  return {
    category: (name) => {
      const category = categoryByName(name);
      return category ? t(categoryKey(category.key)) : name;
    },
    categoryDescription: (key) => t(categoryDescriptionKey(key)),
    department: (key) => (departmentName(key) === key ? key : t(departmentKey(key))),
  };
}
