import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './pdf-text';
import { firstFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Linden Café — Old Town', 'linden-cafe-old-town'],
    ['Кав’ярня «Липа»', 'kav-yarnya-lipa'],
    ['Straße & Søndergaard', 'strasse-sondergaard'],
    ['  --  ', 'company'],
    ['中文', 'company'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('keeps at most 48 characters and never ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(47)} b`);
    expect(slug.length).toBeLessThanOrEqual(48);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('numbers a taken slug', () => {
    expect(firstFreeSlug('hall', new Set())).toBe('hall');
    expect(firstFreeSlug('hall', new Set(['hall', 'hall-2']))).toBe('hall-3');
  });
});

describe('PDF text', () => {
  it('keeps Western letters, drops accents the fonts lack, transliterates Cyrillic, marks the rest', () => {
    expect(toWinAnsi('Café')).toBe('Café');
    expect(toWinAnsi('Čapek')).toBe('Capek');
    expect(toWinAnsi('Шевченко')).toBe('Shevchenko');
    expect(toWinAnsi('中')).toBe('?');
  });
});
