import type { TAssistantCitation, TTopic } from '@guestloop/contracts';
import type { Facts, Scope, Source } from './assistant-facts';
import type { AnswerTexts, Formats } from './assistant-format';

/**
 * The built-in assistant's answer: the facts written out in the question's language, with each
 * source it quotes numbered ("[1]") as the citations the page shows under the answer.
 */

export interface Answer {
  text: string;
  citations: TAssistantCitation[];
}

export function citationsOf(sources: Source[], fmt: Formats, t: AnswerTexts): TAssistantCitation[] {
  return sources.map((source, index) => ({
    n: index + 1,
    kind: source.kind,
    id: source.id,
    text: source.text,
    detail: source.price ? priceOf(source.price, fmt, t) : source.detail,
    date: source.date ? source.date.toISOString() : null,
    locationName: source.placeName,
    score: source.score,
    metricType: source.metricType,
  }));
}

function priceOf(price: NonNullable<Source['price']>, fmt: Formats, t: AnswerTexts) {
  const amount = fmt.money(price.minor, price.currency);
  return price.soldOut ? `${amount} (${t('prices.soldOut')})` : amount;
}

function headerOf(scope: Scope, fmt: Formats, t: AnswerTexts): string {
  const { period } = scope;
  const named = t(`period.${period.kind}`, { days: period.days ?? 0 });
  const place = scope.placeName ? fmt.isolate(scope.placeName) : t('place.all');
  return `${place} · ${named} (${fmt.range(period.from, period.to)})`;
}

function quoteLines(sources: Source[], fmt: Formats, t: AnswerTexts, first = 1): string[] {
  return sources.map((source, index) => {
    const vars = {
      text: fmt.isolate(source.text),
      date: source.date ? fmt.day(source.date) : '',
      place: fmt.isolate(source.placeName ?? ''),
    };
    const line = source.placeName ? t('quote', vars) : t('quoteNoPlace', vars);
    return `[${first + index}] ${line}`;
  });
}

const bullets = (lines: string[]) => lines.map((line) => `• ${line}`);

function reviewLines(facts: Extract<Facts, { kind: 'reviews' }>, fmt: Formats, t: AnswerTexts): string[] {
  const topic = (name: TTopic) => t(`topics.${name}`);
  if (facts.total === 0) return [t('reviews.none')];
  const counts = { count: fmt.number(facts.matching), total: fmt.number(facts.total) };
  if (facts.mode === 'topic') {
    if (facts.matching === 0 || !facts.topic)
      return [t('topic.none', { topic: topic(facts.topic ?? 'food') })];
    const split = Object.fromEntries(Object.entries(facts.split).map(([k, v]) => [k, fmt.number(v)]));
    const lines = [t('topic.count', { ...counts, ...split, topic: topic(facts.topic) })];
    return facts.sources.length > 0 ? [...lines, t('quotes'), ...quoteLines(facts.sources, fmt, t)] : lines;
  }
  const mode = facts.mode;
  const lines = [
    facts.topic
      ? t(`${mode}.countAbout`, { ...counts, topic: topic(facts.topic) })
      : t(`${mode}.count`, counts),
  ];
  if (facts.matching === 0) return [...lines, t(`${mode}.none`)];
  if (!facts.topic) {
    if (facts.topics.length === 0) lines.push(t(`${mode}.noTopics`));
    else
      lines.push(
        t(`${mode}.top`),
        ...bullets(facts.topics.map((c) => `${topic(c.topic)} — ${fmt.number(c.count)}`)),
      );
  }
  if (facts.sources.length > 0) lines.push(t('quotes'), ...quoteLines(facts.sources, fmt, t));
  return lines;
}

function ratingLines(facts: Extract<Facts, { kind: 'ratings' }>, fmt: Formats, t: AnswerTexts): string[] {
  if (facts.figures.length === 0) return [t('ratings.none')];
  return facts.figures.map((f) => {
    const base = { count: fmt.number(f.count), good: fmt.number(f.good), bad: fmt.number(f.bad) };
    if (f.metricType === 'stars') return t('ratings.stars', { ...base, average: fmt.number(f.average, 2) });
    if (f.metricType === 'nps') {
      const nps = Math.round(((f.promoters - f.detractors) / Math.max(f.count, 1)) * 100);
      return t('ratings.nps', {
        ...base,
        nps: fmt.number(nps),
        promoters: fmt.number(f.promoters),
        detractors: fmt.number(f.detractors),
      });
    }
    return t('ratings.faces', base);
  });
}

function orderLines(facts: Extract<Facts, { kind: 'orders' }>, fmt: Formats, t: AnswerTexts): string[] {
  const figures = facts.figures.filter((f) => f.orders + f.cancelled > 0);
  if (figures.length === 0) return [t('orders.none')];
  return figures.flatMap((f) => {
    const revenue = Number(f.revenue);
    const lines = [t('orders.summary', { orders: fmt.number(f.orders), cancelled: fmt.number(f.cancelled) })];
    if (f.sales > 0) {
      lines.push(
        t('orders.sales', {
          revenue: fmt.money(revenue, f.currency),
          sales: fmt.number(f.sales),
          average: fmt.money(Math.round(revenue / f.sales), f.currency),
        }),
      );
    }
    if (Number(f.tips) > 0) lines.push(t('orders.tips', { tips: fmt.money(Number(f.tips), f.currency) }));
    return lines;
  });
}

function itemLines(facts: Extract<Facts, { kind: 'items' }>, fmt: Formats, t: AnswerTexts): string[] {
  if (facts.sales.length === 0 && facts.scores.length === 0) return [t('items.none')];
  const best = facts.direction === 'best';
  const lines: string[] = [];
  if (facts.sales.length > 0) {
    lines.push(best ? t('items.bestSellers') : t('items.leastSold'));
    facts.sales.forEach((sale, index) => {
      const sold = t('items.sold', {
        quantity: fmt.number(sale.quantity),
        revenue: fmt.money(Number(sale.revenue), sale.currency),
      });
      lines.push(`[${index + 1}] ${sale.title} — ${sold}`);
    });
  }
  if (facts.scores.length > 0) {
    lines.push(best ? t('items.bestRated') : t('items.lowestRated'));
    const scored = facts.scores.map(
      (s) =>
        `${s.title} — ${t('items.scored', { average: fmt.number(s.average, 1), count: fmt.number(s.count) })}`,
    );
    lines.push(...bullets(scored));
  }
  return lines;
}

function priceLines(facts: Extract<Facts, { kind: 'prices' }>, fmt: Formats, t: AnswerTexts): string[] {
  if (facts.sources.length === 0) return [t('prices.none')];
  return [
    t('prices.found'),
    ...facts.sources.map(
      (s, index) => `[${index + 1}] ${s.text} — ${s.price ? priceOf(s.price, fmt, t) : ''}`,
    ),
  ];
}

function surveyLines(facts: Extract<Facts, { kind: 'surveys' }>, fmt: Formats, t: AnswerTexts): string[] {
  if (facts.answers === 0) return [t('surveys.none')];
  const lines = [t('surveys.count', { count: fmt.number(facts.answers) })];
  for (const survey of facts.surveys) {
    lines.push(`• ${survey.title} — ${t('surveys.answers', { count: fmt.number(survey.count) })}`);
    for (const a of survey.averages) {
      lines.push(
        `  ${t('surveys.average', { question: a.question, average: fmt.number(a.average, 1), max: fmt.number(a.max) })}`,
      );
    }
  }
  if (facts.sources.length > 0) lines.push(t('quotes'), ...quoteLines(facts.sources, fmt, t));
  return lines;
}

function searchLines(facts: Extract<Facts, { kind: 'search' }>, fmt: Formats, t: AnswerTexts): string[] {
  if (facts.sources.length === 0) return [t('search.none'), t('help')];
  const lines = facts.sources.map((source, index) =>
    source.kind === 'menu-item'
      ? `[${index + 1}] ${source.text} — ${source.price ? priceOf(source.price, fmt, t) : ''}`
      : quoteLines([source], fmt, t, index + 1)[0]!,
  );
  return [t('search.found'), ...lines];
}

/** The answer to a question, from its facts. */
export function composeAnswer(facts: Facts, fmt: Formats, t: AnswerTexts): Answer {
  const body = (() => {
    switch (facts.kind) {
      case 'reviews':
        return reviewLines(facts, fmt, t);
      case 'ratings':
        return ratingLines(facts, fmt, t);
      case 'orders':
        return orderLines(facts, fmt, t);
      case 'items':
        return itemLines(facts, fmt, t);
      case 'prices':
        return priceLines(facts, fmt, t);
      case 'surveys':
        return surveyLines(facts, fmt, t);
      case 'search':
        return searchLines(facts, fmt, t);
    }
  })();
  const timeless = facts.kind === 'prices' || (facts.kind === 'search' && facts.sources.length === 0);
  const lines = timeless ? body : [headerOf(facts.scope, fmt, t), ...body];
  return { text: lines.join('\n'), citations: citationsOf(facts.sources, fmt, t) };
}
