import { describe, expect, it } from 'vitest';
import { cleanHtml, hasBodyContent, hasMarkup } from './announcementHtml.ts';

describe('announcement html', () => {
  it('keeps the allowlist and drops script, handlers, javascript: links, iframes and style', () => {
    const clean = cleanHtml(
      '<p style="color:red" onclick="x()">Merhaba <strong>dünya</strong></p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><img src="/files/demo/a.png" onload="y()">' +
        '<a href="javascript:alert(1)">kötü</a><a href="https://example.com">iyi</a>' +
        '<iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe(
      '<p>Merhaba <strong>dünya</strong></p><img src="/files/demo/a.png">' +
        '<a target="_blank" rel="noopener noreferrer">kötü</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">iyi</a>',
    );
  });

  it('tells markup from plain text, and an empty editor from content', () => {
    expect(hasMarkup('<p>a</p>')).toBe(true);
    expect(hasMarkup('a < b ve c > d')).toBe(false);
    expect(hasBodyContent('<p></p>')).toBe(false);
    expect(hasBodyContent('<p> &nbsp; </p>')).toBe(false);
    expect(hasBodyContent('<p><img src="/files/demo/a.png"></p>')).toBe(true);
    expect(hasBodyContent('<p>metin</p>')).toBe(true);
  });
});
