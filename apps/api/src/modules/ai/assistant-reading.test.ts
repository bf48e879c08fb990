import { LANGUAGES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { localesDir, readNamespace } from '../i18n';
import { resolvePeriod } from './assistant-periods';
import { languageOf, type Place, readQuestion } from './assistant-reading';

/** How the built-in assistant reads questions: intent, topic, period, place and language. */

const places: Place[] = [
  { id: 'old-town', name: 'Linden Café — Old Town', slug: 'old-town' },
  { id: 'terrace', name: 'Garden terrace', slug: 'garden-terrace' },
  { id: 'harbour', name: 'Linden Café — Harbour', slug: 'harbour' },
];
const read = (question: string, fallbackLanguage: 'en' | 'de' = 'en') =>
  readQuestion(question, { places, fallbackLanguage });

describe('reading a question', () => {
  it.each([
    ['en', 'What do guests complain about most at Old Town this month?'],
    ['es', '¿De qué se quejan más los clientes en Old Town este mes?'],
    ['ru', 'На что чаще всего жалуются гости в Old Town в этом месяце?'],
    ['de', 'Worüber beschweren sich die Gäste in Old Town diesen Monat am meisten?'],
    ['uk', 'На що найчастіше скаржаться гості в Old Town цього місяця?'],
    ['fr', 'De quoi les clients se plaignent-ils le plus à Old Town ce mois-ci ?'],
    ['it', 'Di cosa si lamentano di più gli ospiti a Old Town questo mese?'],
    ['pl', 'Na co najczęściej narzekają goście w Old Town w tym miesiącu?'],
    ['tr', 'Misafirler bu ay Old Town’da en çok neden şikayet ediyor?'],
    ['zh', '这个月客人在 Old Town 最常投诉什么？'],
    ['ar', 'ما أكثر ما يشتكي منه الضيوف في Old Town هذا الشهر؟'],
    ['cs', 'Na co si hosté v Old Town tento měsíc nejvíc stěžují?'],
  ])('%s: complaints at a place this month', (language, question) => {
    expect(read(question)).toMatchObject({
      intent: 'complaints',
      placeId: 'old-town',
      period: { kind: 'this-month' },
      language,
    });
  });

  it.each([
    ['What did guests like last week?', 'praise', 'last-week'],
    ['How many orders did we have today?', 'orders', 'today'],
    ['Wie hoch war der Umsatz gestern?', 'orders', 'yesterday'],
    ['Сколько заказов было на этой неделе?', 'orders', 'this-week'],
    ['What are our best selling dishes this year?', 'items', 'this-year'],
    ['¿Cuál es nuestra valoración media el mes pasado?', 'ratings', 'last-month'],
    ['Які результати опитування минулого тижня?', 'surveys', 'last-week'],
  ])('%s → %s, %s', (question, intent, kind) => {
    expect(read(question)).toMatchObject({ intent, period: { kind } });
  });

  it('tells best from worst items, and reads "the last N days"', () => {
    expect(read('Which dishes sold worst in the last 14 days?')).toMatchObject({
      intent: 'items',
      direction: 'worst',
      period: { kind: 'last-days', days: 14 },
    });
    expect(read('Какие блюда лучше всего продавались за последние 10 дней?')).toMatchObject({
      intent: 'items',
      direction: 'best',
      period: { kind: 'last-days', days: 10 },
    });
  });

  it('reads the topic asked about, and a price question', () => {
    expect(read('What do guests say about the coffee?')).toMatchObject({ intent: 'topic', topic: 'drinks' });
    expect(read('Complaints about waiting times at the Garden terrace')).toMatchObject({
      intent: 'complaints',
      topic: 'waiting',
      placeId: 'terrace',
    });
    expect(read('How much is the cheesecake?')).toMatchObject({
      intent: 'prices',
      terms: expect.stringContaining('cheesecake'),
    });
  });

  it('does not take a name several places share for one of them', () => {
    expect(read('Complaints at Linden Café this week').placeId).toBeNull();
    expect(read('Complaints at the harbour this week').placeId).toBe('harbour');
  });

  it('keeps the last question’s intent for a follow-up that names only a period or place', () => {
    const first = read('What do guests complain about at Old Town this week?');
    const next = readQuestion('And last month?', { places, fallbackLanguage: 'en', previous: first });
    expect(next).toMatchObject({ intent: 'complaints', placeId: 'old-town', period: { kind: 'last-month' } });
    const elsewhere = readQuestion('And at the Garden terrace?', {
      places,
      fallbackLanguage: 'en',
      previous: first,
    });
    expect(elsewhere).toMatchObject({
      intent: 'complaints',
      placeId: 'terrace',
      period: { kind: 'this-week' },
    });
  });

  it("falls back to the reader's language when the words do not tell", () => {
    expect(languageOf('Old Town?', 'de')).toBe('de');
    expect(read('Harbour', 'de').language).toBe('de');
  });
});

describe('the periods of a question, on the company’s clock', () => {
  // Friday 27 November 2026, 03:00 UTC: still Thursday the 26th in New York.
  const now = new Date('2026-11-27T03:00:00Z');

  it.each([
    ['today', 'UTC', '2026-11-27', '2026-11-27'],
    ['today', 'America/New_York', '2026-11-26', '2026-11-26'],
    ['yesterday', 'UTC', '2026-11-26', '2026-11-26'],
    ['this-week', 'UTC', '2026-11-23', '2026-11-27'],
    ['last-week', 'UTC', '2026-11-16', '2026-11-22'],
    ['this-month', 'UTC', '2026-11-01', '2026-11-27'],
    ['last-month', 'UTC', '2026-10-01', '2026-10-31'],
    ['this-year', 'UTC', '2026-01-01', '2026-11-27'],
  ] as const)('%s in %s', (kind, timeZone, from, to) => {
    expect(resolvePeriod({ kind }, timeZone, now)).toMatchObject({ from, to, named: true });
  });

  it('is the last 30 days when the question names none, and at most a year', () => {
    expect(resolvePeriod(null, 'UTC', now)).toMatchObject({
      from: '2026-10-29',
      to: '2026-11-27',
      named: false,
    });
    expect(resolvePeriod({ kind: 'last-days', days: 900 }, 'UTC', now)).toMatchObject({ days: 366 });
  });
});

describe('the suggested questions of the assistant page, in every language', () => {
  const dir = localesDir();
  it.each(LANGUAGES)('%s: each is read as what it asks', (language) => {
    const pack = readNamespace(dir, language, 'assistant') as { suggestions: Record<string, string> };
    const ask = (key: string, vars: Record<string, string> = {}) =>
      readQuestion(
        pack.suggestions[key]!.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? ''),
        { places, fallbackLanguage: language },
      );
    const expected = { language };
    expect(ask('complaintsAt', { place: 'Old Town' })).toMatchObject({
      ...expected,
      intent: 'complaints',
      placeId: 'old-town',
      period: { kind: 'this-month' },
    });
    expect(ask('complaints')).toMatchObject({
      ...expected,
      intent: 'complaints',
      period: { kind: 'this-month' },
    });
    expect(ask('praise')).toMatchObject({ ...expected, intent: 'praise', period: { kind: 'last-week' } });
    expect(ask('orders')).toMatchObject({ ...expected, intent: 'orders', period: { kind: 'this-week' } });
    expect(ask('bestSellers')).toMatchObject({
      ...expected,
      intent: 'items',
      direction: 'best',
      period: { kind: 'last-month' },
    });
    expect(ask('ratings')).toMatchObject({ ...expected, intent: 'ratings', period: { kind: 'this-month' } });
    expect(ask('surveys')).toMatchObject({ ...expected, intent: 'surveys', period: { kind: 'this-month' } });
  });
});
