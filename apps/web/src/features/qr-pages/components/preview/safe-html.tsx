import { createElement, type ReactNode } from 'react';

/** The tags the text block keeps (as the API's sanitiser does); anything else shows as its text. */
const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
  'blockquote',
  'a',
]);
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes).map(convert);
  const tag = element.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return SAFE_LINK.test(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children)
      : children;
  }
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/**
 * The text block's HTML for the preview: parsed inert (no script runs, nothing loads), then drawn
 * as React elements keeping only the formatting tags and safe links.
 */
export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className="gl-qrp-text">{Array.from(body.childNodes).map(convert)}</div>;
}
