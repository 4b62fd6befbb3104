import { describe, expect, it } from 'vitest';
import { escapeHtml, textAsHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
  });
  it('leaves other text as it is', () => {
    expect(escapeHtml('Oak 12 mm – ضمان')).toBe('Oak 12 mm – ضمان');
  });

  it('marks an English stand-in, and escapes the text either way', () => {
    expect(textAsHtml('Showroom <b>tour</b>', 'en')).toBe('<span lang="en">Showroom &lt;b&gt;tour&lt;/b&gt;</span>');
    expect(textAsHtml('جولة & صالة')).toBe('جولة &amp; صالة');
  });
});
