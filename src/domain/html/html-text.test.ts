import { describe, expect, it } from 'vitest';
import { attr, escapeHtml, markup, SafeHtml } from './html-text.ts';

describe('HTML text escaped by construction', () => {
  it('escapes every value put in a template', () => {
    const name = `<script>alert("x")</script> & 'you'`;
    expect(markup`<p title="${name}">${name}</p>`.text).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;you&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;you&#39;</p>',
    );
  });

  it('keeps HTML made by a template, joins lists and leaves out absent values', () => {
    const items = ['a<b', 'c'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}${null}${undefined}${false}${0}</ul>`.text).toBe('<ul><li>a&lt;b</li><li>c</li>0</ul>');
    expect(String(markup`${new SafeHtml('<b>')}`)).toBe('<b>');
  });

  it('writes an attribute only when it has a value', () => {
    const input = markup`<input${attr('maxlength', 100)}${attr('required', true)}${attr('hidden', false)}${attr('x', undefined)}>`;
    expect(input.text).toBe('<input maxlength="100" required>');
    expect(attr('value', '"><img>').text).toBe(' value="&quot;&gt;&lt;img&gt;"');
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
