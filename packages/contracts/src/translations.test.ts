import { describe, expect, it } from 'vitest';
import { translationLabel, translationLabelParts, ZTranslationProgressQuery } from './translations';

describe('translation labels', () => {
  it('joins words and positions, and reads them back; other parts stay text', () => {
    const label = translationLabel(['question', 2], ['answer', 3]);
    expect(label).toBe('question 2 › answer 3');
    expect(translationLabelParts(label)).toEqual([
      { word: 'question', position: 2 },
      { word: 'answer', position: 3 },
    ]);
    expect(translationLabelParts('Pancakes › description')).toEqual([
      { text: 'Pancakes' },
      { word: 'description', position: null },
    ]);
    expect(translationLabelParts('Dessert 2')).toEqual([{ text: 'Dessert 2' }]);
  });
});

describe('translation progress query', () => {
  it('takes languages comma-separated or repeated, each once, and refuses unknown ones', () => {
    expect(ZTranslationProgressQuery.parse({ languages: 'es,uk,es' }).languages).toEqual(['es', 'uk']);
    expect(ZTranslationProgressQuery.parse({ languages: ['ar'] }).languages).toEqual(['ar']);
    expect(ZTranslationProgressQuery.safeParse({ languages: 'es,xx' }).success).toBe(false);
    expect(ZTranslationProgressQuery.safeParse({ languages: '' }).success).toBe(false);
  });
});
