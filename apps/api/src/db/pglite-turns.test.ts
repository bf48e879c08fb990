// Runs on the embedded engine only (scripts/api-db-tests.mjs): it tests the embedded engine's wrapper.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';

describe('the embedded engine takes turns with the rest of the process', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets a request that arrives during a burst of writes in long before the burst is done', async () => {
    const statements = 200;
    let done = 0;
    const burst = Array.from({ length: statements }, (_, i) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${i}::int + 1`);
        await tx.execute(sql`select md5(repeat('x', 1000))`);
        done++;
      }),
    );
    // What a guest's read is: a callback from the event loop, not a promise chained on the burst.
    const doneWhenLetIn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(burst);
    expect(done).toBe(statements);
    expect(doneWhenLetIn).toBeLessThan(5);
  });

  it('still runs statements one at a time, in the order they were asked for', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.execute(sql`select ${i}::int`).then(() => order.push(i)),
      ),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('lets a failed statement fail alone', async () => {
    const failing = database.db.execute(sql`select 1/0`);
    const next = database.db.execute(sql`select 2 as two`);
    await expect(failing).rejects.toThrow();
    const { rows } = (await next) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ two: 2 }]);
  });
});
