import * as zod from 'zod';
import { isStorableText, STORABLE_MESSAGE_CODES, storableValueProblem } from './storable-text';

/**
 * The zod every contract is built from (`import * as z from './zod'`; a test keeps it so): zod
 * itself, except that its strings, and its free-form `unknown()` and `any()` values, refuse what
 * PostgreSQL cannot store (see storable-text.ts). A schema written with it cannot forget the
 * rule, and bad text in a body, query string or path is a 400 naming the field.
 */
export * from 'zod';

export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine(isStorableText, { error: STORABLE_MESSAGE_CODES.text });
}

const storableValue = (ctx: zod.core.ParsePayload<unknown>) => {
  const problem = storableValueProblem(ctx.value);
  if (problem)
    ctx.issues.push({ code: 'custom', message: STORABLE_MESSAGE_CODES[problem], input: ctx.value });
};

export function unknown(): zod.ZodUnknown {
  return zod.unknown().check(storableValue);
}

export function any(): zod.ZodAny {
  return zod.any().check(storableValue);
}
