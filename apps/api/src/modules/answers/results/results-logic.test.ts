import { ZSurveyQuestion } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { enpsBreakdown } from './breakdown';
import { hiddenCells, isViewShowable } from './enps-privacy';
import { summarize } from './summary';
import { countWords } from './words';

const q = (raw: unknown) => ZSurveyQuestion.parse(raw);
const team = q({
  id: 'team',
  type: 'select_single',
  title: 'Your team',
  answers: [
    { id: 'kitchen', label: 'Kitchen' },
    { id: 'floor', label: 'Floor' },
    { id: 'bar', label: 'Bar' },
  ],
});
const enps = q({ id: 'enps', type: 'rate_enps', title: 'Recommend us?' });

describe('word cloud', () => {
  it('counts each word once per answer, lower-cased, without the language’s stop words', () => {
    const words = countWords([
      { text: 'The coffee was great, great coffee!', language: 'en' },
      { text: 'Coffee too cold', language: 'en' },
      { text: 'Der Kaffee war sehr gut und der Kuchen auch', language: 'de' },
    ]);
    expect(words).toEqual([
      { word: 'coffee', count: 2 },
      { word: 'cold', count: 1 },
      { word: 'great', count: 1 },
      { word: 'kaffee', count: 1 },
      { word: 'kuchen', count: 1 },
    ]);
  });

  it('splits Chinese into words and keeps only the top words asked for', () => {
    const words = countWords([{ text: '服务很好，服务员很友好', language: 'zh' }]);
    expect(words.map((w) => w.word)).toContain('友好');
    expect(words.map((w) => w.word)).not.toContain('的');
    const many = Array.from({ length: 60 }, (_, i) => ({
      text: `word${String.fromCharCode(97 + (i % 26))}${i}`,
      language: 'en' as const,
    }));
    expect(countWords(many)).toHaveLength(50);
  });
});

describe('summary per question', () => {
  it('counts options and scores, averages scales and gives the e-NPS score', () => {
    const rows = [9, 10, 8, 3, 6].map((score, i) => ({
      language: 'en' as const,
      answers: { enps: score, team: i < 2 ? 'kitchen' : 'floor' },
    }));
    const [teamResult, enpsResult] = summarize([team, enps], rows, { quiz: false });
    expect(teamResult!.options).toEqual([
      { id: 'kitchen', label: 'Kitchen', count: 2 },
      { id: 'floor', label: 'Floor', count: 3 },
      { id: 'bar', label: 'Bar', count: 0 },
    ]);
    expect(enpsResult!.average).toBe(7.2);
    // 2 promoters, 1 passive, 2 detractors of 5: 40 % − 40 % = 0.
    expect(enpsResult!.enps).toEqual({ score: 0, promoters: 2, passives: 1, detractors: 2 });
    expect(enpsResult!.options).toHaveLength(11);
  });

  it('gives a quiz question the share of right answers among those asked', () => {
    const question = q({
      id: 'capital',
      type: 'select_single',
      title: 'Capital of France?',
      answers: [
        { id: 'paris', label: 'Paris' },
        { id: 'rome', label: 'Rome' },
      ],
      data: { quiz: { correctAnswerIds: ['paris'] } },
    });
    const rows = ['paris', 'paris', 'rome'].map((a) => ({
      language: 'en' as const,
      answers: { capital: a },
    }));
    expect(summarize([question], rows, { quiz: true })[0]!.correctShare).toBe(66.7);
  });
});

describe('e-NPS breakdown', () => {
  const rowsOf = (teams: Record<string, number>) =>
    Object.entries(teams).flatMap(([t, n]) =>
      Array.from({ length: n }, () => ({ answers: t === 'none' ? { enps: 9 } : { enps: 9, team: t } })),
    );

  it('hides a group under the threshold and the next smallest so it cannot be subtracted', () => {
    const result = enpsBreakdown(team, enps, rowsOf({ kitchen: 8, floor: 6, bar: 2 }), 5, 'No answer');
    const byId = Object.fromEntries(result.groups.map((g) => [g.id, g]));
    expect(byId.bar).toMatchObject({ hidden: true, count: null, score: null });
    expect(byId.floor).toMatchObject({ hidden: true, count: null, score: null });
    expect(byId.kitchen).toMatchObject({ hidden: false, count: 8, score: 100 });
  });

  it('counts those who skipped the question as a group of their own', () => {
    const result = enpsBreakdown(team, enps, rowsOf({ kitchen: 6, floor: 6, none: 1 }), 5, 'No answer');
    expect(result.groups.find((g) => g.id === null)).toMatchObject({ label: 'No answer', hidden: true });
    expect(result.groups.filter((g) => !g.hidden)).toHaveLength(1);
  });

  it('shows nothing below the threshold in all', () => {
    const result = enpsBreakdown(team, enps, rowsOf({ kitchen: 4 }), 5, 'No answer');
    expect(result.hidden).toBe(true);
    expect(result.groups.every((g) => g.hidden && g.score === null)).toBe(true);
  });
});

describe('e-NPS narrowed views', () => {
  const at = (day: string) => ({ finishedAt: new Date(`${day}T10:00:00Z`), locationId: 'loc' });
  // Two weeks of 5, then a week of 1.
  const all = [
    ...Array.from({ length: 5 }, () => at('2025-03-03')),
    ...Array.from({ length: 5 }, () => at('2025-03-10')),
    at('2025-03-17'),
  ];

  it('hides the small week and, by complementary suppression, the next smallest', () => {
    const hidden = hiddenCells(all, 'UTC', 5);
    expect(hidden.size).toBe(2);
    expect(
      isViewShowable(all.slice(0, 5), hidden, 'UTC', 5) && isViewShowable(all.slice(5, 10), hidden, 'UTC', 5),
    ).toBe(false);
  });

  it('shows a view made of visible weeks only', () => {
    const weeks = [...all.slice(0, 10), ...Array.from({ length: 6 }, () => at('2025-03-17'))];
    const hidden = hiddenCells(weeks, 'UTC', 5);
    expect(hidden.size).toBe(0);
    expect(isViewShowable(weeks.slice(0, 5), hidden, 'UTC', 5)).toBe(true);
  });
});
