import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enStats from '../../../../api/src/modules/i18n/locales/en/menu-stats.json';

addEnglishPack('menu-stats', enStats);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['menus.manage'],
});

const DAYS = ['2026-01-08', '2026-01-09', '2026-01-10'];
const ITEM = '66666666-6666-4666-8666-666666666666';

/** Answers of the three calls the page makes, with views or without. */
export function statsAnswers(withViews: boolean) {
  const views = (n: number) => (withViews ? n : 0);
  const hours = (at: number, n: number) => Array.from({ length: 24 }, (_, h) => (h === at ? views(n) : 0));
  const period = { from: DAYS[0], to: DAYS[2], tz: 'UTC' };
  return {
    analysis: {
      from: DAYS[0],
      to: DAYS[2],
      totals: { menuViews: views(1234), visitors: views(321), itemViews: views(87) },
      viewsByDay: DAYS.map((day, i) => ({ day, views: views(i * 10), visitors: views(i * 3) })),
      topItems: withViews ? [{ itemId: ITEM, title: 'Flat white', views: 42 }] : [],
    },
    byDay: { ...period, days: DAYS.map((day, i) => ({ day, views: views(i * 10), visitors: views(i * 3) })) },
    byDayHour: { ...period, days: DAYS.map((day) => ({ day, hours: hours(13, 5) })) },
  };
}
