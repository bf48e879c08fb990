import { DEFAULT_ORDERING_SETTINGS, pickupSlots, wallClock } from '@guestloop/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { orderingVenue, refusal, weeklyHours } from './ordering.test-support';

const MINUTE = 60_000;

describe('orders the venue takes: pause, modes, opening hours, pickup slots', () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof orderingVenue>>;

  beforeAll(async () => {
    // Many orders from one guest in a minute: more than a guest is allowed, as the rules are tried.
    t = await createTestApp({ ORDER_RATE_LIMIT: 1000 });
    venue = await orderingVenue(t);
  });
  beforeEach(async () => {
    await venue.setOrdering({});
    await venue.setPause({ paused: false });
    await venue.setHours(null);
    await venue.company.api.post('/structure', { timeZone: 'UTC' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every order while paused, shows the pause to guests at once, and takes orders again after it', async () => {
    const before = await venue.order({ idempotencyKey: 'placed-before-the-pause' });
    expect(before.statusCode).toBe(200);

    await venue.setPause({ paused: true, note: 'Back at six' });
    expect((await venue.publicMenu()).settings.pause).toEqual({
      paused: true,
      until: null,
      note: 'Back at six',
    });
    expect(refusal(await venue.order())).toEqual({
      status: 409,
      code: 'ORDERING_PAUSED',
      details: { until: null },
    });
    // A checkout sent again (the same key) still answers the order it made before the pause.
    const again = await venue.order({ idempotencyKey: 'placed-before-the-pause' });
    expect(again.json().slug).toBe(before.json().slug);

    const until = new Date(Date.now() + 60 * MINUTE).toISOString();
    await venue.setPause({ paused: true, until });
    expect(refusal(await venue.order()).details).toEqual({ until });

    await venue.setPause({ paused: true, until: new Date(Date.now() - MINUTE).toISOString() });
    expect((await venue.order()).statusCode).toBe(200);
    await venue.setPause({ paused: false });
    expect((await venue.order()).statusCode).toBe(200);
  });

  it('refuses a mode switched off, and every mode of a view-only menu', async () => {
    await venue.setOrdering({ pickup: false });
    expect((await venue.publicMenu()).settings.ordering).toMatchObject({ table: true, pickup: false });
    expect(refusal(await venue.order())).toEqual({
      status: 409,
      code: 'ORDER_MODE_OFF',
      details: { mode: 'pickup', modes: ['table'] },
    });
    const delivery = {
      type: 'delivery',
      delivery: { name: 'Ana', phone: '+40 711 222 333', address: 'Str. Lipscani 5' },
    };
    expect(refusal(await venue.order(delivery)).code).toBe('ORDER_MODE_OFF');

    const table = { type: 'table', table: { locationSlug: 'hall', groupSlug: 'main', tableSlug: 't1' } };
    await venue.setOrdering({ table: false });
    expect(refusal(await venue.order(table)).details).toEqual({ mode: 'table', modes: ['pickup'] });
    // With table orders on, the same request reaches the table lookup (there is no such table).
    await venue.setOrdering({});
    expect((await venue.order(table)).statusCode).toBe(404);

    await venue.setOrdering({ viewOnly: true, delivery: true });
    expect(refusal(await venue.order()).details).toEqual({ mode: 'pickup', modes: [] });
    expect(refusal(await venue.order(delivery)).code).toBe('ORDER_MODE_OFF');
  });

  it("takes orders only within opening hours when asked to, judged on the company's clock", async () => {
    const now = new Date();
    // A zone whose weekday differs from UTC's right now.
    const timeZone = now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const utcDay = wallClock(now, 'UTC').weekday;
    expect(wallClock(now, timeZone).weekday).not.toBe(utcDay);
    await venue.setHours(weeklyHours({ [utcDay]: 'all' }));
    await venue.setOrdering({ onlyWithinHours: true });
    expect((await venue.order()).statusCode).toBe(200);

    await venue.company.api.post('/structure', { timeZone });
    expect((await venue.publicMenu()).timeZone).toBe(timeZone);
    const closed = refusal(await venue.order());
    expect(closed).toMatchObject({ status: 409, code: 'OUTSIDE_OPENING_HOURS' });
    expect(Date.parse(closed.details.nextOpening)).toBeGreaterThan(now.getTime());

    await venue.setHours(weeklyHours({}));
    expect(refusal(await venue.order()).details).toEqual({ nextOpening: null });
    // Without the rule a closed venue still takes orders, but only for a pickup while open.
    await venue.setOrdering({ onlyWithinHours: false });
    expect(refusal(await venue.order())).toEqual({
      status: 409,
      code: 'PICKUP_SLOT_UNAVAILABLE',
      details: { slots: [] },
    });
  });

  it('gives a pickup order the slot chosen, or the earliest; a slot not on offer is refused', async () => {
    await venue.setOrdering({ preparationMinutes: 20, pickupSlotMinutes: 15 });
    const menu = await venue.publicMenu();
    const clock = {
      ordering: menu.settings.ordering,
      hours: menu.settings.workDetails.hours,
      timeZone: menu.timeZone,
    };
    const chosen = pickupSlots(clock, new Date())[2] as string;
    const placed = await venue.order({ pickupAt: chosen });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().wishedAt).toBe(chosen);

    for (const pickupAt of [
      new Date(Date.now() - 60 * MINUTE).toISOString(),
      new Date(Date.parse(chosen) + 7 * MINUTE).toISOString(),
      new Date(Date.now() + 2 * MINUTE).toISOString(),
    ]) {
      const refused = refusal(await venue.order({ pickupAt }));
      expect(refused, pickupAt).toMatchObject({ status: 409, code: 'PICKUP_SLOT_UNAVAILABLE' });
      expect(refused.details.slots.length).toBeGreaterThan(0);
    }

    const asap = await venue.order();
    expect(asap.statusCode, asap.body).toBe(200);
    const wishedAt = Date.parse(asap.json().wishedAt);
    expect(wishedAt).toBeGreaterThanOrEqual(Date.now() + 19 * MINUTE);
    expect(wishedAt).toBeLessThanOrEqual(Date.now() + 36 * MINUTE);
    expect(new Date(wishedAt).getUTCMinutes() % 15).toBe(0);
  });

  it('answers the settings guests need in the public menu, each change at once', async () => {
    const first = await venue.publicMenu();
    expect(first.settings.ordering).toEqual(DEFAULT_ORDERING_SETTINGS);
    expect(first.settings.pause).toEqual({ paused: false, until: null, note: null });
    expect(first.timeZone).toBe('UTC');
    await venue.setOrdering({ delivery: true, deliveryFee: 300, deliveryAreas: ['Old Town'] });
    expect((await venue.publicMenu()).settings.ordering).toMatchObject({
      delivery: true,
      deliveryFee: 300,
      deliveryAreas: ['Old Town'],
    });
  });
});
