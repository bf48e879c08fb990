import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/users';
import { type CompanyEvent, companyFeed, recordEvent } from '.';

describe('the company feed of recorded events', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = (await createUser(t.app.db)).structureId!;
    b = (await createUser(t.app.db)).structureId!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("hands a company's subscribers only its own events, and subscribers of every company all of them", async () => {
    const feed = companyFeed(t.database);
    const ofA: CompanyEvent[] = [];
    const all: string[] = [];
    const offA = await feed.subscribe(a, (event) => ofA.push(event));
    const offAll = await feed.subscribeAll((event) => all.push(`${event.structureId}:${event.kind}`));
    await t.app.db.transaction(async (tx) => {
      await recordEvent(tx, a, 'order.created', { n: 1 });
      await recordEvent(tx, b, 'order.created', { n: 2 });
    });
    await until(() => all.length === 2);
    expect(ofA.map((e) => e.payload)).toEqual([{ n: 1 }]);
    expect(all).toEqual([`${a}:order.created`, `${b}:order.created`]);
    offA();
    offAll();
  });

  it('tells nothing of a change that was rolled back', async () => {
    const heard: CompanyEvent[] = [];
    const off = await companyFeed(t.database).subscribe(a, (event) => heard.push(event));
    await t.app.db
      .transaction(async (tx) => {
        await recordEvent(tx, a, 'order.created', { n: 3 });
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await recordEvent(t.app.db, a, 'order.updated', { n: 4 });
    await until(() => heard.length > 0);
    expect(heard.map((e) => e.kind)).toEqual(['order.updated']);
    off();
  });
});
