import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps basic formatting, safe links and images', () => {
    const html =
      '<h2>Hi</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com/x" target="_blank">x</a> ' +
      '<a href="/user/online-menu/cafe">menu</a> <a href="mailto:desk@example.com">mail</a></p>' +
      '<ul><li>one</li></ul><img src="/api/v1/uploads/a.webp" alt="a">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Hi</h2><p><strong>b</strong> <em>i</em> ' +
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a> ' +
        '<a href="/user/online-menu/cafe">menu</a> <a href="mailto:desk@example.com">mail</a></p>' +
        '<ul><li>one</li></ul><img src="/api/v1/uploads/a.webp" alt="a">',
    );
  });

  it('removes scripts, handlers, styles, frames and unsafe addresses', () => {
    const html =
      '<p onclick="x()" style="color:red" class="c">t</p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a>' +
      '<a href="http://192.168.0.1/admin">lan</a><a href="//evil.example">pr</a>' +
      '<img src="data:image/png;base64,AAAA"><iframe src="https://example.com"></iframe>' +
      '<form><input name="q"></form><style>p{}</style>';
    const out = sanitizeHtml(html);
    expect(out).toBe('<p>t</p><img><a>j</a><a>lan</a><a>pr</a><img>');
  });

  it('keeps no pictures in a text document, and keeps its words', () => {
    const html =
      '<h2>Terms</h2><figure><img src="/a.webp" alt="a"><figcaption>Our hall</figcaption></figure>';
    expect(sanitizeHtml(html, { images: false })).toBe('<h2>Terms</h2>Our hall');
    expect(sanitizeHtml(html)).toContain('<img src="/a.webp" alt="a">');
  });
});
