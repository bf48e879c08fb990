import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { newCompany } from '../structure/structure.test-support';
import { newGuestCookie, orderingVenue } from './ordering.test-support';

const HOME = { name: 'Ana Pop', phone: '+40 711 222 333', address: 'Str. Lipscani 5', notes: 'Ring twice' };

describe("one order's page: who to call and where to deliver", () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof orderingVenue>>;
  let slug = '';
  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/order/${slug}`, headers }).then((res) => res.json());

  beforeAll(async () => {
    t = await createTestApp();
    venue = await orderingVenue(t);
    await venue.setOrdering({ delivery: true, deliveryFee: 250 });
    const placed = await venue.order({ type: 'delivery', delivery: { ...HOME, time: 'asap' } });
    expect(placed.statusCode).toBe(200);
    slug = placed.json().slug;
  });
  afterAll(async () => {
    await t.close();
  });

  it("is told to the venue's staff, so the console's order page shows the whole delivery", async () => {
    const order = (await venue.company.api.get(`/order/${slug}`)).json();
    expect(order).toMatchObject({
      contact: { name: HOME.name, phone: HOME.phone },
      deliveryInfo: { address: HOME.address, phone: HOME.phone, notes: HOME.notes },
      deliveryAmount: 250,
    });
    const waiter = await venue.company.member('waiter');
    expect((await waiter.api.get(`/order/${slug}`)).json().deliveryInfo).toMatchObject({
      address: HOME.address,
    });
  });

  it('and to the guest who placed it, but to nobody else', async () => {
    expect((await read({ cookie: venue.cookie })).deliveryInfo).toMatchObject({ address: HOME.address });
    const stranger = await read({ cookie: await newGuestCookie(t) });
    expect(stranger).toMatchObject({ contact: null, deliveryInfo: null, deliveryAmount: 250 });
    const otherVenue = await newCompany(t);
    expect((await otherVenue.api.get(`/order/${slug}`)).json()).toMatchObject({
      contact: null,
      deliveryInfo: null,
    });
    expect(await read()).toMatchObject({ contact: null, deliveryInfo: null });
  });
});
