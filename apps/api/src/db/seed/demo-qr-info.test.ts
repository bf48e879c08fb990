import { ZQrInfoAnalysis, ZQrInfoList, ZQrInfoPublic } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyWithLocation } from '../../modules/metrics/metrics.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_QR_INFO_SLUG, seedDemoQrInfo } from './demo-qr-info';

/** The demo café's QR page as a guest and the manager meet it on first start. */
describe('demo QR page', () => {
  let t: TestApp;
  let manager: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await companyWithLocation(t);
    await seedDemoQrInfo(t.app.db, company.structureId, company.root);
    manager = company.api;
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens for guests with the menu, a waiter, the bill and the Wi-Fi first', async () => {
    const res = await client(t).get(`/qr-info/public/${DEMO_QR_INFO_SLUG}`);
    expect(res.statusCode).toBe(200);
    const page = ZQrInfoPublic.parse(res.json());
    expect(page.blocks.slice(0, 5).map((b) => b.type)).toEqual([
      'text',
      'menu-link',
      'waiter-call',
      'pay-bill',
      'wifi',
    ]);
    expect(page.blocks.find((b) => b.type === 'menu-link')?.href).toBe('/user/online-menu/linden-cafe');
  });

  it('has a month of opens and block uses for the statistics', async () => {
    const list = ZQrInfoList.parse((await manager.get('/qr-infos')).json());
    expect(list.items[0]?.viewsLast30Days).toBeGreaterThan(300);
    const analysis = ZQrInfoAnalysis.parse(
      (await manager.get(`/qr-info/${DEMO_QR_INFO_SLUG}/analysis`)).json(),
    );
    expect(analysis.totals.uses).toBeGreaterThan(0);
    expect(analysis.blocks[0]?.uses).toBeGreaterThan(0);
  });
});
