import { ZUser } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWriter, createSerializerCompiler } from './serializer';

const compile = (schema: z.ZodType, strict: boolean) =>
  createSerializerCompiler({ strict })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const ZSample = z.object({
  id: z.uuid(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ label: z.string(), weight: z.number() })),
  counts: z.record(z.string(), z.number()),
  kind: z.enum(['a', 'b']),
  flag: z.literal(true),
  optional: z.string().optional(),
});

const sample = {
  id: '6f1c2a4e-8b1d-4f5e-9a3b-2c7d8e9f0a1b',
  name: 'Linden "Café"',
  note: null,
  tags: [{ label: 'x', weight: 1.5 }],
  counts: { views: 3 },
  kind: 'b',
  flag: true,
  passwordHash: 'must never leave the server',
};

describe('response serializer', () => {
  it('writes the same JSON in production as the checked development path', () => {
    const fast = compile(ZSample, false)(sample);
    const strict = compile(ZSample, true)(sample);
    expect(JSON.parse(fast)).toEqual(JSON.parse(strict));
    expect(JSON.parse(fast)).toEqual({ ...sample, passwordHash: undefined });
  });

  it('never lets undeclared fields out', () => {
    for (const strict of [true, false]) {
      expect(compile(ZSample, strict)(sample)).not.toContain('passwordHash');
    }
  });

  it('compiles a schema once for every app of the process', () => {
    const writer = compileWriter(ZSample);
    expect(writer).not.toBeNull();
    expect(compileWriter(ZSample)).toBe(writer);
    expect(compileWriter(z.object({ at: z.date() }))).toBeNull();
  });

  it('fails loudly in development when a handler breaks its contract', () => {
    expect(() => compile(ZSample, true)({ ...sample, kind: 'c' })).toThrow();
  });

  it('handles the real user contract, recursive and nullable shapes', () => {
    const user = {
      id: sample.id,
      email: 'a@example.com',
      name: 'A',
      language: 'ar',
      imageUrl: null,
      status: 'active',
      isSuperAdmin: false,
      emailVerified: true,
      hasPassword: true,
      hasGoogle: false,
      registrationComplete: true,
      guestAccount: false,
      structure: { id: sample.id, name: 'Linden', slug: 'linden' },
      role: null,
      permissions: ['menus.manage'],
    };
    expect(JSON.parse(compile(ZUser, false)(user))).toEqual(user);
    type Node = { name: string; children: Node[] };
    const ZNode: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(ZNode);
      },
    });
    const tree = { name: 'root', children: [{ name: 'leaf', children: [] }] };
    expect(JSON.parse(compile(ZNode, false)(tree))).toEqual(tree);
  });
});
