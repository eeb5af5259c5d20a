/** Vite's `import.meta.glob`, as lib/i18n.tsx uses it to find each language's catalogs. */
interface ImportMeta {
  glob<T>(pattern: string, options: { import: 'default' }): Record<string, () => Promise<T>>;
}

/** The township profile's catalogs by language (scripts/vite-po-plugin.ts). */
declare module 'virtual:township-catalogs' {
  const catalogs: Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>;
  export default catalogs;
}
