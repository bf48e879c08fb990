import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';

/**
 * Builds a VALID value for a zod 4 schema (request params, query strings and bodies), so a
 * generated call reaches the handler instead of stopping at 400 VALIDATION_FAILED. A field whose
 * name has a pool is a "slot": it takes the pool's `neutral` value (the caller's own data), or,
 * when it is the `active` slot, one of the `attack` values (another company's ids, slugs…).
 * `slots` reports every slot met, so a caller can attack each one in turn.
 */

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** A value, or a function making a fresh one (unique e-mail addresses). */
export type PoolValue = unknown | (() => unknown);
export interface Pool {
  attack: readonly PoolValue[];
  /** A value of the caller's own; absent: a generated one. */
  neutral?: PoolValue;
}
export type Pools = (key: string) => Pool | undefined;
export interface Slot {
  key: string;
  index: number;
}

export interface SampleOptions {
  pools: Pools;
  /** The slot that takes its `index`-th attack value; every other slot stays neutral. */
  active?: Slot | null;
  /**
   * Include optional fields too (default; if that fails, falls back to off). Off: required fields
   * and the active slot only, so that no optional filter narrows a query's answer.
   */
  full?: boolean;
}

export interface Sample {
  value: unknown;
  /** Every slot met, with how many attack values it has. */
  slots: Map<string, number>;
  /** The attack values placed. */
  attacked: unknown[];
}

const OMIT = Symbol('omit');
const FAIL = Symbol('fail');
type Out = unknown | typeof OMIT | typeof FAIL;

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const valid = (schema: Schema, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;
const resolve = (value: PoolValue) => (typeof value === 'function' ? (value as () => unknown)() : value);

function checks(def: Def): Def[] {
  return ((def.checks as { _zod: { def: Def } }[] | undefined) ?? []).map((c) => c._zod.def);
}

function bound(def: Def, kind: 'min' | 'max'): number | undefined {
  const own = kind === 'min' ? def.minimum : def.maximum;
  if (typeof own === 'number') return own;
  for (const check of checks(def)) {
    if (check.check === 'length_equals') return check.length as number;
    if (kind === 'min' && check.check === 'min_length') return check.minimum as number;
    if (kind === 'max' && check.check === 'max_length') return check.maximum as number;
    if (kind === 'min' && check.check === 'greater_than')
      return (check.value as number) + (check.inclusive ? 0 : 1);
    if (kind === 'max' && check.check === 'less_than')
      return (check.value as number) - (check.inclusive ? 0 : 1);
  }
  return undefined;
}

export const freshEmail = () => `sample-${randomBytes(5).toString('hex')}@example.test`;

/** Plain texts that satisfy the formats and rules the contracts use (slugs, keys, times, phones…). */
function stringCandidates(def: Def): string[] {
  const min = bound(def, 'min') ?? 0;
  const max = bound(def, 'max') ?? 200;
  const formats = [def.format, ...checks(def).map((c) => c.format)].filter(Boolean);
  const byFormat: Record<string, () => string> = {
    email: freshEmail,
    uuid: randomUUID,
    guid: randomUUID,
    url: () => 'https://example.com/sample',
    datetime: () => new Date().toISOString(),
    date: () => '2024-01-31',
    time: () => '12:00:00',
  };
  const generic = [
    'sample',
    'sample-text',
    'common:title',
    '12:00',
    '+44 20 7946 0381',
    'https://example.com',
    freshEmail(),
    'en',
    'a'.repeat(Math.max(min, 1)),
    `sample-${'x'.repeat(Math.max(min - 7, 0))}`,
    'UTC',
    '#336699',
    '',
  ];
  return [...formats.map((f) => byFormat[f as string]?.()).filter((s) => s !== undefined), ...generic].filter(
    (s): s is string => typeof s === 'string' && s.length <= max,
  );
}

/** The value a slot takes (attack or neutral), or undefined when a generated one will do. */
export function slotValue(
  options: SampleOptions,
  key: string,
  seen?: Sample,
): { value: unknown; attack: boolean } | undefined {
  const pool = options.pools(key);
  if (!pool) return undefined;
  if (pool.attack.length > 0) seen?.slots.set(key, pool.attack.length);
  if (options.active?.key === key && pool.attack.length > 0) {
    return { value: resolve(pool.attack[options.active.index % pool.attack.length]), attack: true };
  }
  return pool.neutral === undefined ? undefined : { value: resolve(pool.neutral), attack: false };
}

class Sampler {
  readonly seen: Sample = { value: undefined, slots: new Map(), attacked: [] };
  constructor(private readonly options: SampleOptions) {}

  private pooled(key: string | undefined) {
    return key === undefined ? undefined : slotValue(this.options, key, this.seen);
  }

  run(schema: Schema, key?: string): Out {
    const def = defOf(schema);
    const full = this.options.full !== false;
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
        if (!full && (key === undefined || this.options.active?.key !== key)) {
          const size = key === undefined ? 0 : (this.options.pools(key)?.attack.length ?? 0);
          if (size > 0) this.seen.slots.set(key!, size);
          return OMIT;
        }
        return this.run(def.innerType as Schema, key);
      case 'nullable': {
        const inner = this.run(def.innerType as Schema, key);
        return inner === FAIL || inner === OMIT ? null : inner;
      }
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return this.run(def.innerType as Schema, key);
      case 'pipe':
        return defOf(def.in as Schema).type === 'transform'
          ? this.run(def.out as Schema, key)
          : this.run(def.in as Schema, key);
      case 'lazy':
        return this.run((def.getter as () => Schema)(), key);
      case 'object':
        return this.object(def, schema);
      case 'array': {
        const count = Math.max(bound(def, 'min') ?? 0, 1);
        const fromPool = this.pooled(key);
        if (fromPool && valid(schema, [fromPool.value])) {
          if (fromPool.attack) this.seen.attacked.push(fromPool.value);
          return Array.from({ length: count }, () => fromPool.value);
        }
        const items: unknown[] = [];
        for (let i = 0; i < count; i++) {
          const item = this.run(def.element as Schema, key);
          if (item === FAIL || item === OMIT) return FAIL;
          items.push(item);
        }
        return items;
      }
      case 'union':
        for (const option of def.options as Schema[]) {
          const value = this.run(option, key);
          if (value !== FAIL && value !== OMIT && valid(option, value)) return value;
        }
        return FAIL;
      case 'intersection': {
        const left = this.run(def.left as Schema, key);
        const right = this.run(def.right as Schema, key);
        if (left === FAIL || right === FAIL) return FAIL;
        return { ...(left as object), ...(right as object) };
      }
      case 'string':
        return this.leaf(schema, key, stringCandidates(def));
      case 'number':
      case 'int': {
        const min = bound(def, 'min');
        const max = bound(def, 'max');
        return this.leaf(schema, key, [min ?? Math.min(1, max ?? 1), max ?? 1, 0]);
      }
      case 'boolean':
        return this.leaf(schema, key, [true, false]);
      case 'enum':
        return this.leaf(schema, key, Object.values(def.entries as object));
      case 'literal':
        return this.leaf(schema, key, def.values as unknown[]);
      case 'null':
        return null;
      case 'undefined':
      case 'void':
        return OMIT;
      case 'any':
      case 'unknown':
        return this.leaf(schema, key, ['sample']);
      case 'record':
        return {};
      case 'tuple': {
        const items = (def.items as Schema[]).map((item) => this.run(item, key));
        return items.some((i) => i === FAIL || i === OMIT) ? FAIL : items;
      }
      default:
        return FAIL;
    }
  }

  private object(def: Def, schema: Schema): Out {
    const value: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(def.shape as Record<string, Schema>)) {
      const out = this.run(field, name);
      if (out === FAIL) return FAIL;
      if (out !== OMIT) value[name] = out;
    }
    return valid(schema, value) ? value : FAIL;
  }

  /** The pooled value when it fits, else the first candidate the schema accepts. */
  private leaf(schema: Schema, key: string | undefined, candidates: unknown[]): Out {
    const fromPool = this.pooled(key);
    if (fromPool && valid(schema, fromPool.value)) {
      if (fromPool.attack) this.seen.attacked.push(fromPool.value);
      return fromPool.value;
    }
    return candidates.find((candidate) => valid(schema, candidate)) ?? FAIL;
  }
}

/** A valid value for the schema, or null when none could be made (tell the route table's author). */
export function sample(schema: Schema, options: SampleOptions): Sample | null {
  for (const full of options.full === false ? [false] : [true, false]) {
    const sampler = new Sampler({ ...options, full });
    const value = sampler.run(schema);
    if (value !== FAIL && value !== OMIT && valid(schema, value)) return { ...sampler.seen, value };
  }
  return null;
}
