// @ts-check
/**
 * ESLint plugin for "no user-facing text outside the message catalogs" (docs/translating.md): one
 * rule, `catalog-text/no-literal-text`, reporting words written straight into markup (JSX text,
 * and the attributes people read or hear: aria-label, title, placeholder, alt…) in the screens and
 * pages a resident or visitor reads. Such text must come from a domain's messages (`t('key')`).
 * Symbols, digits and single letters pass; data that is not language (a phone number, 311) is
 * digits. With `componentProps`, the named props of components count too (the coalition site's
 * Astro components take their page title or heading as a prop). The pseudo-locale sweep in the browser tests catches what markup does not show here
 * (text built in code).
 */

/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Two letters in a row, in any script: a word. */
const WORD = /\p{L}{2,}/u;

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from a message catalog' },
    messages: {
      text: 'Put "{{text}}" in a message catalog: read it with t(\'key\') from a *.messages.ts domain (docs/translating.md).',
    },
    schema: [
      {
        type: 'object',
        properties: { componentProps: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** Props of components (not HTML elements) that hold text a person reads: an Astro page's `title`. */
    const componentProps = new Set(context.options[0]?.componentProps ?? []);
    /** @param {import('estree').Node} node @param {string} raw */
    const check = (node, raw) => {
      const text = raw.trim();
      if (WORD.test(text)) context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
    };
    return {
      /** @param {any} node */
      JSXText(node) {
        check(node, node.value);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        // A component's props (`title="confirmTitle"`, a message key) are its own, unless named in
        // `componentProps`; HTML elements' are read.
        const element = node.parent?.name;
        const intrinsic = element?.type === 'JSXIdentifier' && /^[a-z]/.test(element.name);
        const read = intrinsic ? READ_ATTRIBUTES.has(name) : componentProps.has(name);
        if (!read || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string') check(node, node.value.value);
        if (node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal') {
          const value = node.value.expression.value;
          if (typeof value === 'string') check(node, value);
        }
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
