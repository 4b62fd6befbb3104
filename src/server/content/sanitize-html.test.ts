import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
      '<blockquote>q</blockquote><pre><code>npm i</code></pre><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops script, style and iframe elements with their content', () => {
    const out = sanitizeRichText(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><noscript>n</noscript>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('drops every event-handler attribute', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">a</p><img src="/a.webp" onerror="alert(1)" onload="y()"><a href="/x" onmouseover="z()">l</a>',
    );
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).toContain('<img src="/a.webp" />');
    expect(out).toContain('<a href="/x">l</a>');
  });

  it('removes javascript:, data: and other unsafe URLs but keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '//evil.example/x',
    ]) {
      const out = sanitizeRichText(`<a href="${href.replace(/"/g, '&quot;')}">click</a>`);
      expect(out, href).toBe('<a>click</a>');
    }
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('drops images without a safe src (data:, javascript:, missing)', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.jpg" alt="a">')).toBe(
      '<img alt="a" src="https://cdn.example.com/a.jpg" />',
    );
  });

  it('allows http, https, mailto and relative links; external ones open safely', () => {
    expect(sanitizeRichText('<a href="/shop/tiles">t</a>')).toBe('<a href="/shop/tiles">t</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
    expect(sanitizeRichText('<a href="https://example.com/x" target="_self" rel="opener">e</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('drops style and class attributes and unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<p style="background:url(javascript:x)" class="c">a<font color="red">b</font><input value="v"></p>')).toBe(
      '<p>ab</p>',
    );
  });
});

describe('richTextToPlain', () => {
  it('gives the text without markup or scripts', () => {
    expect(richTextToPlain('<h2>A &amp; B</h2><p>c<script>alert(1)</script></p>')).toBe('A & Bc');
  });
});
