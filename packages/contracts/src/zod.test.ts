import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { isStorableText, MAX_VALUE_DEPTH, storableValueProblem } from './storable-text';
import * as z from './zod';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = 'a\uDC00b';
const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

type Node = { _zod: { def: Record<string, unknown> & { type: string } } };
const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Where zod keeps the schemas a schema is made of (object fields, list items, union options…). */
const INNER_SCHEMA_KEYS = [
  'shape',
  'catchall',
  'element',
  'items',
  'rest',
  'options',
  'left',
  'right',
  'keyType',
  'valueType',
  'innerType',
  'in',
  'out',
];

/** Every schema reachable from the root that is not in `seen` yet (which takes them in). */
function schemasIn(root: Node, seen: Set<Node>): Node[] {
  const found: Node[] = [];
  const pending = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    found.push(node);
    const def = node._zod.def;
    const parts = INNER_SCHEMA_KEYS.map((key) => def[key]);
    if (typeof def.getter === 'function') parts.push((def.getter as () => unknown)());
    for (const part of parts) {
      const inner = Array.isArray(part) ? part : isSchema(part) ? [part] : Object.values(part ?? {});
      for (const candidate of inner) if (isSchema(candidate)) pending.push(candidate);
    }
  }
  return found;
}

describe('storable text', () => {
  it('refuses NUL bytes and lone surrogates, and keeps every other text', () => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW, '\uDC00\uD800', '\uD800', 'end\uDBFF']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'plain', 'emoji 😀 pair', '\u{1F600}', 'tab\tline\nbreak', 'ünïcödé 中文']) {
      expect(isStorableText(good), good).toBe(true);
    }
  });

  it('finds bad text in any string or key of a free-form value, and nesting too deep', () => {
    expect(storableValueProblem({ a: [{ b: 'ok' }], n: 1, t: true, z: null })).toBeNull();
    expect(storableValueProblem({ a: [{ b: NUL }] })).toBe('text');
    expect(storableValueProblem({ [LONE_HIGH]: 1 })).toBe('text');
    expect(storableValueProblem(nested(MAX_VALUE_DEPTH))).toBeNull();
    expect(storableValueProblem(nested(MAX_VALUE_DEPTH + 1))).toBe('depth');
    expect(storableValueProblem(nested(100_000))).toBe('depth');
  });

  it("the contracts' strings refuse it with the message code invalid_characters", () => {
    const schema = z.object({ name: z.string().trim().min(1).max(20), data: z.unknown() });
    const result = schema.safeParse({ name: `  ${NUL}  `, data: { deep: nested(50), text: LONE_LOW } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'invalid_characters'],
      ['data', 'invalid_characters'],
    ]);
    expect(z.unknown().safeParse(nested(50)).error?.issues[0]?.message).toBe('too_deep');
    expect(schema.parse({ name: ' Zoë 😀 ', data: { ok: [1, 'two'] } })).toEqual({
      name: 'Zoë 😀',
      data: { ok: [1, 'two'] },
    });
  });

  it('holds for every string and free-form value of every exported contract', () => {
    const roots = (Object.entries(contracts) as [string, unknown][]).filter(
      (entry): entry is [string, Node] => isSchema(entry[1]),
    );
    expect(roots.length).toBeGreaterThan(100);
    const seen = new Set<Node>();
    const leaky: string[] = [];
    for (const [name, root] of roots) {
      for (const node of schemasIn(root, seen)) {
        const { type } = node._zod.def;
        const schema = node as unknown as z.ZodType;
        const probes =
          type === 'string'
            ? [NUL, LONE_HIGH, LONE_LOW]
            : type === 'unknown' || type === 'any'
              ? [{ text: NUL }, nested(1_000)]
              : [];
        for (const probe of probes) {
          if (schema.safeParse(probe).success)
            leaky.push(`${name}: a ${type} accepts ${JSON.stringify(probe).slice(0, 40)}`);
        }
      }
    }
    expect(leaky, "build contracts from './zod', whose strings refuse what PostgreSQL cannot store").toEqual(
      [],
    );
  });

  it("every contract file takes zod from './zod'", () => {
    const dir = import.meta.dirname;
    const direct = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod.ts')
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(direct, "import * as z from './zod' instead of zod").toEqual([]);
  });
});
