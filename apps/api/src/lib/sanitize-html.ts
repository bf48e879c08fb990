import { isUrl } from '@guestloop/contracts';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * HTML written by staff (custom pages, privacy policies, QR text blocks, site texts), sanitised with DOMPurify on jsdom before
 * it is stored. Kept: basic formatting, headings, lists, quotes, tables, links and images. Removed:
 * scripts, styles, event handlers, forms, frames, `style`/`class` attributes, and any link or
 * image address that is not an `http(s)` URL passing the spec's URL rule, a same-site path
 * (`/…`, not `//…`), a `#fragment`, or (links only) `mailto:` / `tel:`. Links that open a new
 * tab get `rel="noopener noreferrer"`.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
];

const SAME_SITE = /^\/(?!\/)[^\\\s]*$/;

function safeAddress(value: string, tag: 'a' | 'img'): boolean {
  const address = value.trim();
  if (SAME_SITE.test(address)) return true;
  if (/^https?:\/\//i.test(address)) return isUrl(address);
  if (tag === 'a') return address.startsWith('#') || /^(?:mailto|tel):[^\s]+$/i.test(address);
  return false;
}

let purify: DOMPurify | null = null;

function getPurify(): DOMPurify {
  if (purify) return purify;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href !== null && !safeAddress(href, 'a')) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    } else if (tag === 'img') {
      const src = node.getAttribute('src');
      if (src !== null && !safeAddress(src, 'img')) node.removeAttribute('src');
    }
  });
  purify = instance;
  return instance;
}

const WITHOUT_IMAGES = ALLOWED_TAGS.filter((tag) => !['img', 'figure', 'figcaption'].includes(tag));

/**
 * The sanitised HTML, as a fragment (no `<html>`/`<body>`). `images: false` for text documents
 * (the product's own terms and policies), which keep no pictures.
 */
export function sanitizeHtml(html: string, options: { images?: boolean } = {}): string {
  return getPurify()
    .sanitize(html, {
      ALLOWED_TAGS: options.images === false ? WITHOUT_IMAGES : ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    })
    .trim();
}
