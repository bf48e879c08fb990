import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/users';
import { defaultMetricFor, findMetricById, findMetricBySlug, readyMadeMetric } from './index';

describe('ready-made metrics', () => {
  let t: TestApp;
  let structureId: string;
  let locationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    structureId = (await createUser(t.app.db)).structureId!;
    const [location] = await t.app.db
      .insert(locations)
      .values({ structureId, name: 'Hall', slug: 'hall' })
      .returning();
    locationId = location!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("makes the location's stars metric once, in the guest's language, and finds it again", async () => {
    const [first, second] = await Promise.all([
      defaultMetricFor(t.app.db, structureId, locationId, 'de'),
      defaultMetricFor(t.app.db, structureId, locationId, 'de'),
    ]);
    expect(first?.id).toBe(second?.id);
    expect(first).toMatchObject({
      type: 'stars',
      language: 'de',
      title: 'Wie war Ihr Besuch?',
      isActive: true,
    });
    expect(first?.content.questions[0]?.answers.map((a) => a.label)).toContain('Sauberkeit');
    expect(first?.slug).toMatch(/^stars-[a-z0-9]{8}$/);
    expect((await findMetricBySlug(t.app.db, first!.slug))?.id).toBe(first?.id);
    expect((await findMetricById(t.app.db, structureId, first!.id))?.locationId).toBe(locationId);
  });

  it('keeps one metric per language and type', async () => {
    const english = await defaultMetricFor(t.app.db, structureId, locationId, 'en');
    const nps = await readyMadeMetric(t.app.db, structureId, locationId, 'nps', 'en');
    expect(english?.title).toBe('How was your visit?');
    expect(nps?.title).toBe('Would you recommend us?');
    expect(new Set([english?.id, nps?.id]).size).toBe(2);
  });

  it("answers null for another company's location and finds no metric of another company by id", async () => {
    const other = (await createUser(t.app.db)).structureId!;
    expect(await defaultMetricFor(t.app.db, other, locationId, 'en')).toBeNull();
    const mine = await defaultMetricFor(t.app.db, structureId, locationId, 'en');
    expect(await findMetricById(t.app.db, other, mine!.id)).toBeNull();
  });
});
