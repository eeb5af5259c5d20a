/**
 * The township's own words in the screen's language: a category's name and description, from the
 * profile's catalogs (content/township/locales). Requests store and the API sends the profile's
 * English names; screens show these. Department names stay English: only staff screens show
 * them, so the app's catalogs leave them out (scripts/vite-po-plugin.ts).
 */
import { categoryByName, township } from '#domain/township/township.ts';
import { categoryDescriptionKey, categoryKey, townshipMessages } from '#domain/township/township-messages.ts';
import { useMessages } from './i18n.tsx';

export interface TownshipTerms {
  /** A stored category name as the reader reads it; an unknown name as it is. */
  category: (name: string) => string;
  /** A category's description, by its key. */
  categoryDescription: (key: string) => string;
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
  };
}
