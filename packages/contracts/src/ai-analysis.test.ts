import { describe, expect, it } from 'vitest';
import { AI_TOPICS, type TRatingAnalysis, ZRatingAnalysis } from './ai-analysis';

const analysis: TRatingAnalysis = {
  sentiment: 'negative',
  score: -0.7,
  topics: [
    { topic: 'waiting', sentiment: 'negative', mentions: ['waited', '40 minutes'] },
    { topic: 'service', sentiment: 'negative', mentions: ['waiter'] },
  ],
  language: 'en',
  summary: 'The guest waited long and found the waiter rude.',
  engine: 'model',
};

describe('a comment analysis', () => {
  it('takes a well-formed analysis, local ones without a summary or a known language', () => {
    expect(ZRatingAnalysis.parse(analysis)).toEqual(analysis);
    const local = { ...analysis, language: null, summary: null, engine: 'local' };
    expect(ZRatingAnalysis.safeParse(local).success).toBe(true);
  });

  it('keeps the score between -1 and 1', () => {
    expect(ZRatingAnalysis.safeParse({ ...analysis, score: 1.2 }).success).toBe(false);
    expect(ZRatingAnalysis.safeParse({ ...analysis, score: -1 }).success).toBe(true);
  });

  it('knows only its own topics, each once', () => {
    expect(AI_TOPICS).toContain('food');
    const unknown = { ...analysis, topics: [{ topic: 'parking', sentiment: 'neutral', mentions: [] }] };
    expect(ZRatingAnalysis.safeParse(unknown).success).toBe(false);
    const twice = { ...analysis, topics: [analysis.topics[0], analysis.topics[0]] };
    expect(ZRatingAnalysis.safeParse(twice).success).toBe(false);
  });

  it('refuses a language or sentiment it does not know', () => {
    expect(ZRatingAnalysis.safeParse({ ...analysis, language: 'xx' }).success).toBe(false);
    expect(ZRatingAnalysis.safeParse({ ...analysis, sentiment: 'mixed' }).success).toBe(false);
  });
});
