/** Vite's `import.meta.glob`, as lib/i18n.tsx uses it to find each language's catalogs. */
interface ImportMeta {
  glob<T>(pattern: string, options: { import: 'default' }): Record<string, () => Promise<T>>;
}
