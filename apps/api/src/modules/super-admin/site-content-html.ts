import { isUrl } from '@guestloop/contracts';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Site contents are text documents (terms, policies): formatting, headings, lists, quotes, tables
 * and links, nothing else. Links keep only http(s) URLs passing the spec's URL rule, same-site
 * paths, fragments and mailto. (The content module's sanitiser also keeps images; this module sits
 * below it and cannot import it.)
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'code', 'pre'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'div'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'colspan', 'rowspan'];

function safeLink(value: string): boolean {
  const address = value.trim();
  if (/^\/(?!\/)[^\\\s]*$/.test(address) || address.startsWith('#')) return true;
  if (/^https?:\/\//i.test(address)) return isUrl(address);
  return /^mailto:[^\s]+$/i.test(address);
}

let purify: DOMPurify | null = null;

function getPurify(): DOMPurify {
  if (purify) return purify;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const href = node.getAttribute('href');
    if (href !== null && !safeLink(href)) node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purify = instance;
  return instance;
}

export function sanitizeSiteContent(html: string): string {
  return getPurify()
    .sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false })
    .trim();
}
