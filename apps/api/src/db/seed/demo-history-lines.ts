import {
  isServedAt,
  priceOrderLine,
  type TItemAvailability,
  type TItemSettings,
  type TOrderLine,
} from '@guestloop/contracts';
import type { Weekday } from './demo-history-calendar';
import type { Random } from './demo-history-random';

/** What guests order by time of day is read from the menu's own categories. */
export type Course = 'breakfast' | 'coffee' | 'cold' | 'lunch' | 'dessert' | 'other';

export interface HistoryItem {
  id: string;
  title: string;
  price: number;
  course: Course;
  /** Position in its category: the first items sell best. */
  position: number;
  soldOut: boolean;
  availability: TItemAvailability | null;
  options: TItemSettings['options'];
  addons: TItemSettings['addons'];
}

const COURSE_OF_CATEGORY: Record<string, Course> = {
  Breakfast: 'breakfast',
  'Coffee & Tea': 'coffee',
  'Cold drinks': 'cold',
  Lunch: 'lunch',
  'Desserts & Pastries': 'dessert',
};
export const courseOfCategory = (title: string): Course => COURSE_OF_CATEGORY[title] ?? 'other';

/** Which courses sell at which time of the day (minutes after midnight). */
function coursesAt(minute: number): [Course, number][] {
  if (minute < 12 * 60)
    return [
      ['breakfast', 45],
      ['coffee', 38],
      ['dessert', 12],
      ['cold', 5],
    ];
  if (minute < 15 * 60)
    return [
      ['lunch', 50],
      ['cold', 20],
      ['coffee', 18],
      ['dessert', 12],
    ];
  if (minute < 18 * 60)
    return [
      ['coffee', 42],
      ['dessert', 35],
      ['cold', 20],
      ['lunch', 3],
    ];
  return [
    ['lunch', 45],
    ['cold', 25],
    ['dessert', 18],
    ['coffee', 12],
  ];
}

/** One priced line as the order keeps it: the first option usually, an add-on now and then. */
function lineOf(item: HistoryItem, random: Random): TOrderLine {
  const optionIndex =
    item.options.length === 0 ? null : random.chance(0.7) ? 0 : random.int(0, item.options.length - 1);
  const addons = item.addons.flatMap((group, index) => {
    const want = Math.min(group.max, Math.max(group.min, random.chance(0.2) ? 1 : 0));
    if (want === 0) return [];
    const picks = new Set<number>();
    while (picks.size < want) picks.add(random.int(0, group.options.length - 1));
    return [{ group: index, options: [...picks] }];
  });
  const quantity = random.weighted([
    [1, 85],
    [2, 13],
    [3, 2],
  ] as const);
  const settings = { options: item.options, addons: item.addons };
  const priced = priceOrderLine({ price: item.price, settings }, { optionIndex, addons, quantity });
  if (!priced.ok) throw new Error(`demo history: ${item.title} cannot be priced (${priced.problem.code})`);
  return {
    itemId: item.id,
    title: item.title,
    option: optionIndex === null ? null : (item.options[optionIndex]?.name ?? null),
    addons: addons.flatMap((pick) =>
      pick.options.map((o) => ({
        group: item.addons[pick.group]!.name,
        name: item.addons[pick.group]!.options[o]!.name,
        price: item.addons[pick.group]!.options[o]!.price,
      })),
    ),
    note: null,
    quantity,
    unitPrice: priced.line.unitPrice,
    total: priced.line.total,
  };
}

/** The lines of one order placed at `minute` of a `weekday`: `count` items served at that hour. */
export function linesOf(
  items: HistoryItem[],
  weekday: Weekday,
  minute: number,
  count: number,
  random: Random,
): TOrderLine[] {
  const { servable, byCourse, courses } = offerAt(items, weekday, Math.floor(minute) % (24 * 60));
  const lines: TOrderLine[] = [];
  for (let i = 0; i < count && courses.length > 0; i++) {
    const item = random.weighted(byCourse.get(random.weighted(courses))!);
    if (lines.some((line) => line.itemId === item.id)) continue;
    lines.push(lineOf(item, random));
  }
  if (lines.length === 0 && servable[0]) lines.push(lineOf(servable[0], random));
  return lines;
}

interface Offer {
  servable: HistoryItem[];
  /** Per course, its items weighted by how well they sell. */
  byCourse: Map<Course, [HistoryItem, number][]>;
  courses: [Course, number][];
}
const offers = new WeakMap<HistoryItem[], Map<string, Offer>>();

/** What the menu serves at a minute of a weekday, worked out once per menu and minute. */
function offerAt(items: HistoryItem[], weekday: Weekday, minutes: number): Offer {
  const known = offers.get(items) ?? new Map<string, Offer>();
  offers.set(items, known);
  const key = `${weekday} ${minutes}`;
  const found = known.get(key);
  if (found) return found;
  const servable = items.filter(
    (item) => !item.soldOut && isServedAt(item.availability, { weekday, minutes }),
  );
  const byCourse = new Map<Course, [HistoryItem, number][]>();
  for (const item of servable) {
    byCourse.set(item.course, [...(byCourse.get(item.course) ?? []), [item, 1 / (1 + 0.4 * item.position)]]);
  }
  const offer = {
    servable,
    byCourse,
    courses: coursesAt(minutes).filter(([course]) => byCourse.has(course)),
  };
  known.set(key, offer);
  return offer;
}
