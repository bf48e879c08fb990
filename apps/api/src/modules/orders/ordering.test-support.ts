import {
  DEFAULT_ORDERING_SETTINGS,
  type TOpeningHours,
  type TOrderingPauseInput,
  type TOrderingSettings,
  type TWeekday,
  WEEKDAYS,
  ZPublicMenu,
} from '@guestloop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

/** A guest identity's cookie (`gl_customer=…`), as a device gets it. */
export async function newGuestCookie(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
  return String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
}

/** Weekly hours: the days given (others closed), `null` for a closed day; `'all'` open all day. */
export function weeklyHours(days: Partial<Record<TWeekday, 'all' | null>>): TOpeningHours {
  const day = (name: TWeekday) => (days[name] === 'all' ? { open: '00:00', close: '00:00' } : null);
  return {
    kind: 'weekly',
    days: Object.fromEntries(WEEKDAYS.map((name) => [name, day(name)])) as Extract<
      TOpeningHours,
      { kind: 'weekly' }
    >['days'],
  };
}

/** The refusal as a guest's page reads it. */
export const refusal = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  code: res.json().code,
  details: res.json().details,
});

/**
 * A company with an active menu (Flat white, 3.90) and a guest, with the calls the ordering tests
 * make: the guest places orders, staff change how the menu takes them.
 */
export async function orderingVenue(t: TestApp) {
  const company = await newCompany(t);
  const menu = await makeMenu(company.api);
  await company.api.post(`${menu.base}/active`, { isActive: true });
  const cookie = await newGuestCookie(t);
  let keys = 0;

  const saved = async (res: Promise<LightMyRequestResponse>) => {
    const done = await res;
    if (done.statusCode !== 200) throw new Error(`settings not saved: ${done.body}`);
    return done;
  };

  return {
    company,
    menu,
    cookie,
    order: (body: Record<string, unknown> = {}, as = cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/create',
        headers: { cookie: as },
        payload: {
          menuSlug: menu.slug,
          type: 'pickup',
          lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 1 }],
          idempotencyKey: `rules-${++keys}-${Date.now()}`,
          ...body,
        },
      }),
    setOrdering: (changes: Partial<TOrderingSettings>) =>
      saved(
        company.api.post(menu.base, { settings: { ordering: { ...DEFAULT_ORDERING_SETTINGS, ...changes } } }),
      ),
    setPause: (pause: TOrderingPauseInput) => saved(company.api.post(menu.base, { settings: { pause } })),
    setHours: (hours: TOpeningHours | null) =>
      saved(company.api.post(menu.base, { settings: { workDetails: { address: null, hours } } })),
    publicMenu: async () =>
      ZPublicMenu.parse(
        (await t.app.inject({ method: 'GET', url: `/api/v1/online-menu/public/${menu.slug}` })).json(),
      ),
  };
}
