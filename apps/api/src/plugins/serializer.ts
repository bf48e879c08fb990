import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * Every writer is compiled with its own resolver, so one fixed id is safe. Without it the compiler
 * names each schema `__fjs_root_<n>` and files it under that key in a fresh `{}`: one new hidden-class
 * transition per route and status, which filled V8's shared transition list for `{}` (1,536) and
 * left every later `{}` (e.g. each request's header object) to build a brand-new hidden class.
 */
const WRITER_SCHEMA_ID = 'guestloop-answer';

/**
 * Writers by schema: a contract's schema is one object for the whole process, and compiling every
 * route's writers took about half a second of each app's start (each API test file starts one).
 */
const writers = new WeakMap<ZodType, Stringify | null>();

/** A compiled writer for the schema's output shape, or null when JSON Schema cannot describe it. */
export function compileWriter(schema: ZodType): Stringify | null {
  if (writers.has(schema)) return writers.get(schema)!;
  let writer: Stringify | null = null;
  try {
    const jsonSchema = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    writer = fastJson({ ...jsonSchema, $id: WRITER_SCHEMA_ID } as Parameters<
      typeof fastJson
    >[0]) as Stringify;
  } catch {
    writer = null;
  }
  writers.set(schema, writer);
  return writer;
}

/**
 * Answers are written by a serializer compiled from each route's zod response schema (only the
 * declared fields leave the server). In strict mode (tests, development) every answer is also
 * checked against the zod schema first, so a handler that breaks its contract fails loudly;
 * production skips that second pass on the hot path.
 */
export function createSerializerCompiler(options: { strict: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const writer = compileWriter(schema);
    return (data: unknown) => {
      if (options.strict || !writer) {
        const result = safeEncode(schema, data);
        if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
        return writer ? writer(result.data) : JSON.stringify(result.data);
      }
      return writer(data);
    };
  };
}
