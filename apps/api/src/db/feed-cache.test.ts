import { describe, expect, it } from 'vitest';
import { changeCommitted } from './change-feed';
import type { Database, Db } from './client';
import { FeedCache } from './feed-cache';

interface Item {
  key: string;
  company: string;
  version: number;
}

/** An embedded-engine database whose notices the test sends, and a store the cache builds from. */
function setUp(limit?: number) {
  let onMessage: ((payload: string) => void) | null = null;
  const db = {} as Db;
  const database = {
    db,
    driver: 'pglite',
    listen: async (_channel: string, listener: (payload: string) => void) => {
      onMessage = listener;
      return async () => {
        onMessage = null;
      };
    },
  } as unknown as Database;
  const store = new Map<string, Item>();
  const builds: string[] = [];
  /** Holds the next build until released, to change things while it reads. */
  let gate: Promise<void> | null = null;
  const cache = new FeedCache<Item>(db, database, {
    channel: 'gl_test',
    build: async (_db, key) => {
      builds.push(key);
      const value = store.get(key);
      if (gate) await gate;
      return value ? { ...value } : null;
    },
    noticeKeyOf: (item) => item.company,
    limit,
  });
  const put = (key: string, company: string, version = 1) => store.set(key, { key, company, version });
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((r) => {
      release = () => {
        gate = null;
        r();
      };
    });
    return release;
  };
  return { db, cache, put, builds, hold, notice: (payload: string) => onMessage?.(payload) };
}

describe('a cache kept fresh by a change feed', () => {
  it('reads once while the feed vouches, and again after a notice names the value’s company', async () => {
    const { cache, put, builds, notice } = setUp();
    await cache.start();
    put('a', 'c1');
    put('b', 'c2');
    const [first, again] = await Promise.all([cache.current('a'), cache.current('a')]);
    expect(first).toBe(again);
    await cache.current('b');
    expect(await cache.current('a')).toBe(first);
    expect(builds).toEqual(['a', 'b']);

    put('a', 'c1', 2);
    notice('c1');
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.fresh('b')).toBeDefined();
    expect((await cache.current('a'))?.version).toBe(2);
    expect(builds).toEqual(['a', 'b', 'a']);
    await cache.stop();
  });

  it("hears this process's own commits at once, and forgets a value when asked", async () => {
    const { db, cache, put, builds } = setUp();
    await cache.start();
    put('a', 'c1');
    await cache.current('a');
    changeCommitted(db, 'gl_test', 'c1');
    expect(cache.fresh('a')).toBeUndefined();
    await cache.current('a');
    cache.forget('a');
    await cache.current('a');
    expect(builds).toEqual(['a', 'a', 'a']);
    await cache.stop();
    changeCommitted(db, 'gl_test', 'c1');
  });

  it('does not vouch for a build that overlapped a notice or a possible loss of notices', async () => {
    const { cache, put, builds, hold, notice } = setUp();
    await cache.start();
    put('a', 'c1');
    let release = hold();
    const overlapped = cache.current('a');
    notice('c9');
    release();
    await overlapped;
    expect(cache.fresh('a')).toBeUndefined();
    await cache.current('a');
    expect(cache.fresh('a')).toBeDefined();

    cache.distrustAll();
    expect(cache.fresh('a')).toBeUndefined();
    release = hold();
    const during = cache.current('a');
    cache.distrustAll();
    release();
    await during;
    expect(cache.fresh('a')).toBeUndefined();
    expect(builds).toEqual(['a', 'a', 'a']);
    await cache.stop();
  });

  it('builds on every call while not listening, keeps no missing value and drops the least recently used', async () => {
    const { cache, put, builds } = setUp(2);
    put('a', 'c1');
    await cache.current('a');
    await cache.current('a');
    expect(builds).toEqual(['a', 'a']);

    await cache.start();
    expect(await cache.current('gone')).toBeNull();
    expect(await cache.current('gone')).toBeNull();
    expect(cache.size).toBe(1);
    put('b', 'c1');
    put('c', 'c1');
    await cache.current('b');
    await cache.current('a');
    await cache.current('c');
    expect(cache.size).toBe(2);
    expect(cache.fresh('b')).toBeUndefined();
    expect(cache.fresh('a')).toBeDefined();
    await cache.stop();
  });
});
