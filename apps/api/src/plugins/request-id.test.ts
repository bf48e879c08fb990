import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

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
