/** Escaping for the pre-rendered guest pages: every text of a menu or a survey is staff input. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for a `<script type="application/json">` block: `<` is written as `\u003c` so no text
 * can close the element (`</script>`) or open a comment (`<!--`); JSON.parse reads it back.
 * U+2028/2029 are escaped too, for tools that still treat the block as JavaScript.
 */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Attributes in the order given; undefined/false values are left out, true is written bare. */
export function attrs(values: Record<string, string | number | boolean | undefined | null>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

/** CSS as a `<style>` element: nothing in it may end the element. */
export const styleElement = (css: string): string =>
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
