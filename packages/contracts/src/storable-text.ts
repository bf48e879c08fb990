/**
 * Text PostgreSQL cannot store: a NUL byte, or one half of a UTF-16 surrogate pair without the
 * other (JSON can carry one as "\uD800"). Text columns refuse the first ("invalid byte sequence"),
 * jsonb refuses both ("unsupported Unicode escape sequence"). The contracts refuse them in every
 * string (see zod.ts), so no request carrying one reaches a query.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Message codes of the storable-text rules; the web app translates them. */
export const STORABLE_MESSAGE_CODES = {
  /** The text holds a NUL byte or a lone surrogate. */
  text: 'invalid_characters',
  /** A free-form value (JSON of any shape) nests deeper than MAX_VALUE_DEPTH. */
  depth: 'too_deep',
} as const;

/**
 * How deep a free-form value may nest. Deeply nested JSON costs the database a stack frame per
 * level (the embedded engine stalls on 100,000 levels); nothing the product stores nests near this.
 */
export const MAX_VALUE_DEPTH = 32;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Which rule a free-form value breaks, or null: text that cannot be stored in any string or key
 * at any depth, or nesting deeper than MAX_VALUE_DEPTH. Walks without recursion, so no value can
 * exhaust the stack.
 */
export function storableValueProblem(value: unknown): keyof typeof STORABLE_MESSAGE_CODES | null {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return 'text';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_VALUE_DEPTH) return 'depth';
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return 'text';
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}
