import type { FieldError } from 'react-hook-form';
import { fieldMessage as commonFieldMessage } from '@/lib/form-errors';

export { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';

/** Codes of the company contracts with a text under `validation.` in the `company` namespace. */
const OWN_CODES = new Set(['invalid_url', 'invalid_phone']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of a field error: our codes here, the shared ones from `common`, server texts as they came. */
export function fieldMessage(
  t: Translate,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  if (error?.message && OWN_CODES.has(error.message)) return t(`company:validation.${error.message}`);
  return commonFieldMessage(t, error);
}
