import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { fieldErrors } from './errors';

interface RawIssue {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

/**
 * Zod error map for forms (`zodResolver(schema, formSchemaOptions)`): instead of zod's English
 * texts the issues carry short codes (`required`, `too_short:8`, `too_long:120`…) that
 * `fieldMessage` translates when shown. Messages set by a contract itself (such as
 * `invalid_email`) take precedence and are codes too.
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

/** Codes of `formSchemaOptions` (and of the contracts' refinements) with a text under `common:validation.`. */
export const VALIDATION_CODES: ReadonlySet<string> = new Set([
  'required',
  'too_short',
  'too_long',
  'invalid',
  'invalid_option',
  'invalid_email',
  'passwords_differ',
  'invalid_url',
  'invalid_phone',
  'invalid_short_route_target',
  'reserved_slug',
  'duplicate_id',
  'invalid_characters',
  'too_deep',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text of a field error: codes are translated (`common:validation.<code>`, `{{limit}}` from
 * `too_short:8`), server texts are shown as they came. Any `t` works: the key names its namespace.
 */
export function fieldMessage(
  t: Translate,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  const [code = '', arg] = message.split(':');
  if (VALIDATION_CODES.has(code)) return t(`common:validation.${code}`, { limit: arg });
  return message || t('common:validation.invalid');
}

/**
 * A `fieldMessage` that knows a feature's own codes too (texts under `<namespace>:validation.<code>`,
 * such as `locations:validation.slug_taken`); every other code and text as `fieldMessage`.
 */
export function fieldMessageWith(namespace: string, ownCodes: readonly string[]) {
  const own = new Set(ownCodes);
  return (t: Translate, error: Pick<FieldError, 'message'> | undefined): string | undefined =>
    error?.message && own.has(error.message)
      ? t(`${namespace}:validation.${error.message}`)
      : fieldMessage(t, error);
}

/**
 * Puts the field messages of a 400 VALIDATION_FAILED answer on the form's own fields
 * (`body.email` → `email`, `body.address.city` → `address.city`). Only `fields` take messages;
 * the first one gets the focus. Answers whether any field took a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const name = path.replace(/^(body|querystring|params)\./, '') as Path<T>;
    if (fields.includes(name)) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * The field messages of a failed save by form field: a 400 VALIDATION_FAILED's `details` paths
 * (`body.settings.hero.title` → `settings.hero.title`), and a 409 `slug-taken` on the path its
 * details name (the slug by default). `alias` maps wire paths the form shows elsewhere.
 */
export function serverFieldErrors(
  error: unknown,
  alias: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (path: string, message: string) => {
    const field = path.replace(/^body\./, '');
    out[alias[field] ?? field] ??= message;
  };
  for (const [path, message] of Object.entries(fieldErrors(error))) put(path, message);
  if (error instanceof ApiError && error.status === 409) {
    const details = error.details as { reason?: unknown; path?: unknown } | undefined;
    if (details?.reason === 'slug-taken')
      put(typeof details.path === 'string' ? details.path : 'body.slug', 'slug_taken');
  }
  return out;
}

/** Every leaf path of a form's values (the fields a server message can land on). */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value);
  if (!entries.length) return [prefix];
  return entries.flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** The form field a wire path lands on: itself, or the first field inside it. */
export function fieldFor(fields: readonly string[], path: string): string | undefined {
  return fields.includes(path) ? path : fields.find((leaf) => leaf.startsWith(`${path}.`));
}

/**
 * Puts a failed save's field messages (`serverFieldErrors`) on the form: each lands on its field
 * or the first field inside it (`fields`, or the leaves of the submitted values), the first one
 * focused. Answers whether any field took a message (else the form shows the error as a whole).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: T | readonly Path<T>[],
  setError: UseFormSetError<T>,
  alias: Record<string, string> = {},
): boolean {
  const known: readonly string[] = Array.isArray(fields) ? fields : leafPaths(fields);
  let applied = false;
  for (const [path, message] of Object.entries(serverFieldErrors(error, alias))) {
    const field = fieldFor(known, path);
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
