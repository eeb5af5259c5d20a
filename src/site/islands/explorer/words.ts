import type { CountForms } from '#domain/election/explorer-props.ts';

/**
 * A translated wording with its values in place of `{name}`.
 * @example fill('Play: {title}', { title: 'Interview' }) // 'Play: Interview'
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const rules = new Map<string, Intl.PluralRules>();

/**
 * A count in the wording of its plural category in the locale.
 * @example countText({ one: '{count} topic', other: '{count} topics' }, 3, 'en-US') // '3 topics'
 */
export function countText(forms: CountForms, count: number, locale: string): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return fill(forms[rule.select(count)] ?? forms.other, { count: count.toLocaleString(locale) });
}
