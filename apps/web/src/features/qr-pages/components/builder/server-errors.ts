import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { fieldFor, leafPaths, VALIDATION_CODES } from '@/lib/form-errors';
import { QR_VALIDATION_CODES } from './messages';

interface Detail {
  path?: unknown;
  code?: unknown;
  message?: unknown;
}

const known = (code: string) => {
  const base = code.split(':')[0] ?? '';
  return VALIDATION_CODES.has(base) || QR_VALIDATION_CODES.has(base);
};

/**
 * The field messages of a failed save by form field: a 400's `details` (`body.blocks.3.url` →
 * `blocks.3.url`), by their code when the section has words for it, else their text; a 409 is
 * the address another page has.
 */
export function serverMessages(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  if (error.status === 409) out.slug = 'slug_taken';
  if (!Array.isArray(error.details)) return out;
  for (const detail of error.details as Detail[]) {
    if (typeof detail?.path !== 'string') continue;
    const field = detail.path.replace(/^body\./, '');
    const code = typeof detail.code === 'string' && known(detail.code) ? detail.code : null;
    const message = typeof detail.message === 'string' ? detail.message : null;
    const text = message && known(message) ? message : (code ?? message);
    if (text) out[field] ??= text;
  }
  return out;
}

/** Puts a failed save's messages on the form's fields (the first focused); false when none landed. */
export function applyServerMessages<T extends FieldValues>(
  error: unknown,
  values: T,
  setError: UseFormSetError<T>,
): boolean {
  const fields = leafPaths(values);
  let applied = false;
  for (const [path, message] of Object.entries(serverMessages(error))) {
    const field = fieldFor(fields, path);
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
