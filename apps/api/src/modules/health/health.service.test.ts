import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createHealthCheck } from './health.service';

function fakeDatabase(ping: () => Promise<void>): Database {
  return {
    driver: 'pg',
    ping,
    db: {} as Database['db'],
    migrate: async () => {},
    listen: async () => async () => {},
    close: async () => {},
  };
}

describe('health check', () => {
  it('asks the database at most once a second while it answers', async () => {
    let clock = 0;
    const ping = vi.fn(async () => {});
    const check = createHealthCheck(fakeDatabase(ping), () => clock);
    await check();
    clock = 500;
    await check();
    expect(ping).toHaveBeenCalledTimes(1);
    clock = 1501;
    await expect(check()).resolves.toEqual({ status: 'ok', database: 'pg' });
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('answers 503 when the database does not answer, and asks again on the next call', async () => {
    const ping = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const check = createHealthCheck(fakeDatabase(ping), () => 0);
    await expect(check()).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    await expect(check()).rejects.toMatchObject({ statusCode: 503 });
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
