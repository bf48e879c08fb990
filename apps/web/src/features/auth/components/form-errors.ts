import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '@/lib/errors';

interface RawIssue {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

/**
 * Zod error map for the forms: instead of zod's English texts the issues carry short codes
 * (`required`, `too_short:8`, `too_long:120`…) that `useFieldMessage` translates when shown.
 * Messages set by a contract itself (such as `invalid_email`) take precedence and are codes too.
 */
export const formSchemaOptions = {
  error: (issue: RawIssue): string => {
    switch (issue.code) {
      case 'too_small':
        return Number(issue.minimum) <= 1 ? 'required' : `too_short:${issue.minimum}`;
      case 'too_big':
        return `too_long:${issue.maximum}`;
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
      case 'invalid_value':
        return 'invalid_option';
      default:
        return 'invalid';
    }
  },
};

/** Codes of `formSchemaOptions` (and of the contracts' refinements) that have a text under `validation.`. */
const CODES = new Set([
  'required',
  'too_short',
  'too_long',
  'invalid',
  'invalid_option',
  'invalid_email',
  'passwords_differ',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of a field error: codes are translated, server texts are shown as they came. */
export function fieldMessage(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  const [code = '', arg] = message.split(':');
  if (CODES.has(code)) return t(`validation.${code}`, { limit: arg });
  return message || t('validation.invalid');
}

/**
 * Puts the field messages of a 400 VALIDATION_FAILED answer on the form's own fields
 * (`body.email` → `email`). Answers whether any field took a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const name = path.replace(/^body\./, '') as Path<T>;
    if (fields.includes(name)) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
