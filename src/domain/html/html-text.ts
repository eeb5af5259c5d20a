/**
 * HTML text escaped by construction, for the pages rendered without a framework: the 311 forms a
 * browser posts without JavaScript, which the /311 pages render at build time and the server
 * renders at request time (docs/311-without-javascript.md). Every value put into `markup` is
 * escaped unless it is itself `markup`; attribute values are always quoted by the templates.
 */

/** HTML that is safe to put in a page as it is. */
export class SafeHtml {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** What `markup` takes: text and numbers (escaped), HTML, lists of them; nothing for null, undefined and false. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

/**
 * @example markup`<p class="${cls}">${name}</p>` // name and cls escaped
 */
export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/**
 * An attribute, or nothing when the value is absent or false; `true` gives the bare attribute.
 * @example markup`<input${attr('maxlength', 100)}${attr('required', true)}>` // <input maxlength="100" required>
 */
export function attr(name: string, value: string | number | boolean | null | undefined): SafeHtml {
  if (value === undefined || value === null || value === false) return new SafeHtml('');
  return new SafeHtml(value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`);
}

/**
 * A message's parts (`t.parts(key, values)`) as HTML: its text escaped, what its tag functions
 * returned (SafeHtml) kept.
 * @example messageHtml(t.parts('sent', { id: '…', data: (children) => markup`<data>${children}</data>` }))
 */
export function messageHtml(parts: readonly unknown[]): SafeHtml {
  return markup`${parts.map((part) => (part instanceof SafeHtml ? part : typeof part === 'string' || typeof part === 'number' ? part : ''))}`;
}
