import type { FieldError } from 'react-hook-form';
import { fieldMessage as commonFieldMessage, formSchemaOptions } from '@/lib/form-errors';

interface RawIssue {
  code?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

/** The form's error codes: the common ones, plus numbers' bounds and lists in words of their own. */
export const qrSchemaOptions = {
  error: (issue: RawIssue): string => {
    if (issue.input === '' && issue.code !== 'custom') return 'required';
    if (issue.origin === 'number' && issue.code === 'too_small') return `number_too_small:${issue.minimum}`;
    if (issue.origin === 'number' && issue.code === 'too_big') return `number_too_big:${issue.maximum}`;
    if (issue.origin === 'array' && issue.code === 'too_small') return 'list_empty';
    if (issue.origin === 'array' && issue.code === 'too_big') return `list_too_long:${issue.maximum}`;
    if (issue.code === 'invalid_format' && issue.format === 'datetime') return 'invalid_date';
    if (issue.code === 'invalid_union') return 'invalid_image';
    return formSchemaOptions.error(issue);
  },
};

/** Codes with a text under `qr-pages:validation.` (the contracts' QR codes and the form's own). */
export const QR_VALIDATION_CODES: ReadonlySet<string> = new Set([
  'invalid_youtube_video',
  'invalid_period',
  'invalid_party_size',
  'invalid_slug',
  'invalid_time',
  'invalid_date',
  'invalid_image',
  'slug_taken',
  'not_found',
  'number_too_small',
  'number_too_big',
  'list_empty',
  'list_too_long',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field error in words: the section's codes, then the common ones; a server text as it came. */
export function fieldMessage(
  t: Translate,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  const message = error?.message;
  if (!message) return commonFieldMessage(t, error);
  const [code = '', limit] = message.split(':');
  return QR_VALIDATION_CODES.has(code)
    ? t(`qr-pages:validation.${code}`, { limit })
    : commonFieldMessage(t, error);
}
