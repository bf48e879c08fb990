import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed, changeCommitted, onChangeCommitted } from './change-feed';
import type { Database, Db } from './client';

const dialect = new PgDialect();

/** A database whose notices are held until the test delivers or drops them. */
function fakeDatabase(driver: Database['driver']) {
  const sent: { channel: string; payload: string }[] = [];
  let onMessage: ((payload: string) => void) | null = null;
  const counts = { listens: 0 };
  const db = {
    execute: async (query: SQL) => {
      const [channel, payload] = dialect.sqlToQuery(query).params as string[];
      sent.push({ channel: channel!, payload: payload! });
    },
  } as unknown as Db;
  const database = {
    db,
    driver,
    listen: async (_channel: string, listener: (payload: string) => void) => {
      counts.listens++;
      onMessage = listener;
      return async () => {
        onMessage = null;
      };
    },
  } as unknown as Database;
  return {
    database,
    sent,
    counts,
    /** Hands every notice sent so far to the listener (as the database would, at commit). */
    deliverAll: () => {
      for (const { payload } of sent.splice(0)) onMessage?.(payload);
    },
    dropAll: () => void sent.splice(0),
    notice: (payload: string) => onMessage?.(payload),
  };
}

function target() {
  return {
    invalidated: [] as string[],
    distrusted: 0,
    invalidate(key: string) {
      this.invalidated.push(key);
    },
    distrustAll() {
      this.distrusted++;
    },
  };
}

describe('a change feed on PostgreSQL vouches only while its own heartbeats come back in order', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());
  const advance = async (ms: number) => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };

  it('is live once its heartbeat returns, passes other notices on and distrusts after a gap or a silence', async () => {
    const fake = fakeDatabase('pg');
    const cache = target();
    const feed = new ChangeFeed(fake.database, 'gl_test', cache, () => clock);
    await feed.start();
    expect(fake.sent[0]?.channel).toBe('gl_test');
    expect(feed.live).toBe(false);
    fake.deliverAll();
    expect(feed.live).toBe(true);

    fake.notice('company-1');
    fake.notice('~someone-else:7');
    expect(cache.invalidated).toEqual(['company-1']);
    const before = cache.distrusted;

    // A heartbeat lost (the connection was down a moment): whatever was cached may have missed notices.
    await advance(250);
    fake.dropAll();
    await advance(250);
    fake.deliverAll();
    expect(cache.distrusted).toBe(before + 1);
    expect(feed.live).toBe(true);

    // No heartbeat back for longer than the trust window: not live, and distrusted on return.
    await advance(1250);
    fake.dropAll();
    expect(feed.live).toBe(false);
    await advance(250);
    fake.deliverAll();
    expect(feed.live).toBe(true);
    expect(cache.distrusted).toBe(before + 2);

    // Listened once from the start; silent for ten seconds, it listens again from scratch.
    expect(fake.counts.listens).toBe(1);
    for (let i = 0; i < 41; i++) {
      await advance(250);
      fake.dropAll();
    }
    expect(fake.counts.listens).toBe(2);
    await advance(250);
    fake.deliverAll();
    expect(feed.live).toBe(true);
    await feed.stop();
    expect(feed.live).toBe(false);
  });

  it('on the embedded engine is live while it listens, without heartbeats', async () => {
    const fake = fakeDatabase('pglite');
    const cache = target();
    const feed = new ChangeFeed(fake.database, 'gl_test', cache, () => clock);
    await feed.start();
    expect(feed.live).toBe(true);
    await advance(5000);
    expect(fake.sent).toEqual([]);
    fake.notice('company-2');
    expect(cache.invalidated).toEqual(['company-2']);
    await feed.stop();
    expect(feed.live).toBe(false);
  });
});

describe('changes committed by this process', () => {
  it('reach the listeners of the same database and channel at once, and no others', () => {
    const one = {} as Db;
    const two = {} as Db;
    const heard: string[] = [];
    const stop = onChangeCommitted(one, 'gl_a', (key) => heard.push(`a:${key}`));
    onChangeCommitted(one, 'gl_b', (key) => heard.push(`b:${key}`));
    onChangeCommitted(two, 'gl_a', (key) => heard.push(`two:${key}`));
    changeCommitted(one, 'gl_a', 'x');
    expect(heard).toEqual(['a:x']);
    stop();
    changeCommitted(one, 'gl_a', 'y');
    changeCommitted(one, 'gl_b', 'z');
    expect(heard).toEqual(['a:x', 'b:z']);
  });
});
