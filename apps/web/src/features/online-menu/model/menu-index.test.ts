import { describe, expect, it } from 'vitest';
import { LATTE, makeMenu } from '../test/menu-fixture';
import { filterCategories, indexItems, itemTitle, normalize, visibleCategories } from './menu-index';

describe('menu index and search', () => {
  const menu = makeMenu();

  it('indexes items of categories and sub-categories', () => {
    expect([...indexItems(menu).values()].map((i) => i.title).sort()).toEqual([
      'Croissant',
      'Latte',
      'Lemonade',
      'Pancakes',
    ]);
  });

  it('shows the translated title when there is one', () => {
    expect(itemTitle(LATTE, 'de')).toBe('Milchkaffee');
    expect(itemTitle(LATTE, 'fr')).toBe('Latte');
  });

  it('finds by title, subtitle or description, ignoring case and accents', () => {
    expect(normalize('  Crème BRÛLÉE ')).toBe('creme brulee');
    const byDescription = filterCategories(menu.categories, 'STEAMED', 'en');
    expect(byDescription.map((c) => c.title)).toEqual(['Coffee']);
    expect(byDescription[0]?.subCategories).toEqual([]);
    expect(filterCategories(menu.categories, 'lemon', 'en')[0]?.subCategories[0]?.items[0]?.title).toBe(
      'Lemonade',
    );
    expect(filterCategories(menu.categories, 'maple', 'en')[0]?.items.map((i) => i.title)).toEqual([
      'Pancakes',
    ]);
    expect(filterCategories(menu.categories, 'milchkaffee', 'de')).toHaveLength(1);
    expect(filterCategories(menu.categories, 'sushi', 'en')).toEqual([]);
    expect(filterCategories(menu.categories, '  ', 'en')).toHaveLength(3);
  });

  it('leaves out categories without items', () => {
    expect(visibleCategories(menu.categories).map((c) => c.title)).toEqual(['Coffee', 'Breakfast']);
  });
});
