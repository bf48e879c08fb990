import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRequestIds, requestIdOf } from './request-id';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('makes a new id per request, unique within the process and well-formed', () => {
    const ids = Array.from({ length: 1000 }, () => requestIdOf(request()));
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
  });

  it("keeps a caller's id that looks like one, and ignores one that does not", () => {
    expect(requestIdOf(request({ 'x-request-id': 'balancer-1234' }))).toBe('balancer-1234');
    expect(requestIdOf(request({ 'x-request-id': 'bad id with spaces' }))).not.toContain(' ');
  });
});

describe('request id source', () => {
  it('keeps ids within 12 characters and draws a new prefix when the counter would grow', () => {
    const ids = createRequestIds(36 ** 2);
    const made = Array.from({ length: 36 ** 2 * 2 + 5 }, () => ids.next());
    expect(new Set(made).size).toBe(made.length);
    for (const id of made) expect(id).toMatch(/^[\w-]{8,9}$/);
    const prefixes = new Set(made.map((id) => id.slice(0, 7)));
    expect(prefixes.size).toBe(3);
  });

  it('makes ids of at most 12 characters with the shipped limit, up to and past the rollover', () => {
    const ids = createRequestIds(undefined, 36 ** 5 - 3);
    const [longest, last, afterRollover] = [ids.next(), ids.next(), ids.next()];
    expect(longest).toHaveLength(12);
    expect(last).toHaveLength(12);
    expect(afterRollover).toHaveLength(8);
    expect(afterRollover.slice(0, 7)).not.toBe(last.slice(0, 7));
  });
});
