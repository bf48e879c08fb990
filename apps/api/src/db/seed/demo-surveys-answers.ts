import type { Random } from './demo-history-random';

/**
 * What the demo café's guests, employees and trainees answered, as they would type it: raw
 * answers the seed checks with the same rules as the answering page before storing them. Times
 * are minutes after midnight on the day of the answer.
 */

export type RawAnswers = Record<string, string | number | string[]>;

const GOOD_FAVOURITES = [
  'Cardamom bun',
  'The flat white',
  'Shakshuka',
  'Lemon drizzle cake',
  'Eggs Benedict',
  'Oat cappuccino',
  'Mushroom toast',
  'Pistachio croissant',
  'The house granola',
  'Iced latte on the terrace',
];

const WENT_WRONG = [
  'We waited almost forty minutes for two sandwiches and nobody told us why.',
  'The coffee was lukewarm and the table had not been wiped.',
  'My order was wrong twice and the bill included a cake we never had.',
  'Very loud music, we could not hear each other. The staff seemed rushed.',
  'The terrace was full of wasps and the soup came out cold.',
  'Asked for oat milk, got dairy. Not great when you are intolerant.',
  'Card machine did not work and we had to find a cash point.',
];

const EMAILS = ['j.miller@example.com', 'anna.k@example.org', 'tom.w@example.net', 'ellie@example.com'];
const PHONES = ['+44 7700 900123', '07700 900456'];
const POSTS = [
  'https://www.instagram.com/p/C8lindenbrunch/',
  'https://www.tiktok.com/@ellieeats/video/73519',
];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A recommendation score that goes with the overall rating, as guests give them. */
function recommendFor(overall: number, random: Random): number {
  if (overall >= 5) return random.int(9, 10);
  if (overall === 4) return random.int(7, 9);
  if (overall === 3) return random.int(5, 8);
  return random.int(0, 4);
}

const ARRIVAL_BY_OCCASION: Record<string, [number, number]> = {
  breakfast: [8 * 60, 11 * 60],
  lunch: [12 * 60, 14 * 60 + 30],
  coffee: [14 * 60, 17 * 60 + 30],
  dinner: [18 * 60, 20 * 60 + 30],
  work: [9 * 60, 15 * 60],
};

const ORDERED_BY_OCCASION: Record<string, string[]> = {
  breakfast: ['coffee', 'breakfast', 'pastry'],
  lunch: ['main', 'coffee', 'dessert'],
  coffee: ['coffee', 'pastry', 'dessert'],
  dinner: ['main', 'wine', 'dessert'],
  work: ['coffee', 'pastry'],
};

/**
 * One guest's answers to "How was your visit?" on `day` (YYYY-MM-DD); resolves to the answers and
 * the minute of the day they sent them (after their visit).
 */
export function visitAnswers(random: Random, day: string): { answers: RawAnswers; finishedAt: number } {
  const occasion = random.weighted([
    ['breakfast', 4],
    ['lunch', 3],
    ['coffee', 4],
    ['dinner', 2],
    ['work', 1],
  ] as const);
  const overall = random.weighted([
    [5, 40],
    [4, 30],
    [3, 14],
    [2, 10],
    [1, 6],
  ] as const);
  const [from, to] = ARRIVAL_BY_OCCASION[occasion]!;
  const arrived = from + random.int(0, Math.floor((to - from) / 5)) * 5;
  const answers: RawAnswers = { occasion, overall };
  if (overall <= 2) answers['went-wrong'] = random.pick(WENT_WRONG);
  const usual = ORDERED_BY_OCCASION[occasion]!;
  answers.ordered = usual.filter((_, i) => i === 0 || random.chance(0.6));
  if (random.chance(0.85))
    answers.seat = random.weighted([
      ['hall', 5],
      ['terrace', 4],
      ['bar', 2],
      ['takeaway', 1],
    ] as const);
  if (random.chance(0.8))
    answers.heard = random.pick(['passing', 'friends', 'instagram', 'maps', 'maps', 'tripadvisor', 'other']);
  if (random.chance(0.6)) {
    const first = random.pick(['vegan', 'gluten-free', 'brunch', 'cocktails', 'kids']);
    const second = random.pick(['vegan', 'brunch', 'cocktails']);
    answers.wishlist = random.chance(0.5) && second !== first ? [first, second] : [first];
  }
  if (random.chance(0.9)) answers.recommend = recommendFor(overall, random);
  if (random.chance(0.7))
    answers.party = random.weighted([
      [1, 3],
      [2, 5],
      [3, 2],
      [4, 2],
      [6, 1],
    ] as const);
  if (overall >= 3 && random.chance(0.7)) answers.favourite = random.pick(GOOD_FAVOURITES);
  if (random.chance(0.5)) answers['visit-date'] = day;
  if (random.chance(0.45)) answers.arrived = hhmm(arrived);
  if (random.chance(overall <= 2 ? 0.8 : 0.15)) answers.email = random.pick(EMAILS);
  if (overall <= 2 && random.chance(0.3)) answers.phone = random.pick(PHONES);
  if (overall === 5 && random.chance(0.12)) answers.post = random.pick(POSTS);
  return { answers, finishedAt: Math.min(arrived + random.int(30, 110), 23 * 60) };
}

const SHIFT_COMMENTS = [
  'A proper break room. Eating standing up in the store room is not great.',
  'Rotas published two weeks ahead instead of one.',
  'Another person on the Saturday brunch shift.',
  'The new grinder made mornings so much easier, thank you!',
  'Clearer hand-over notes between the morning and evening shifts.',
];

/** The team's pulse answers: scores as a small, mostly content team gives them. */
export const PULSE_ANSWERS: RawAnswers[] = [
  { recommend: 10, team: 'bar', support: 5, better: SHIFT_COMMENTS[3]! },
  { recommend: 9, team: 'floor', support: 4 },
  { recommend: 9, team: 'kitchen', support: 4, better: SHIFT_COMMENTS[1]! },
  { recommend: 8, team: 'floor', support: 4, better: SHIFT_COMMENTS[4]! },
  { recommend: 7, team: 'kitchen', support: 3 },
  { recommend: 7, team: 'floor', support: 3, better: SHIFT_COMMENTS[2]! },
  { recommend: 4, team: 'kitchen', support: 2, better: SHIFT_COMMENTS[0]! },
];

/** The right answers of "Coffee basics", and a common wrong one for each question. */
const QUIZ_KEY: [string, string | string[], string | string[]][] = [
  ['origin', 'brazil', 'vietnam'],
  ['doppio', 'two', 'three'],
  ['milk', ['latte', 'cappuccino', 'flat-white'], ['latte', 'cappuccino']],
  ['extraction', 'right', 'short'],
  ['species', 'arabica', 'robusta'],
];

/** A participant who knows each answer with the chance `skill`. */
export function quizAnswers(random: Random, skill: number): RawAnswers {
  return Object.fromEntries(
    QUIZ_KEY.map(([id, right, wrong]) => [id, random.chance(skill) ? right : wrong] as const),
  );
}
