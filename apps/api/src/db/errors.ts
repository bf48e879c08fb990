/** True when a query failed on a unique index (optionally a named one), on either engine. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** True when a query failed on a foreign key (a referenced row is gone), on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23503') return true;
    e = e.cause as typeof e;
  }
  return false;
}
