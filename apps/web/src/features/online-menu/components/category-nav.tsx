import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCategory } from '../model/menu-index';
import { centeringDelta, sectionDomId } from '../model/scroll-spy';
import { prefersReducedMotion, useMenu } from './menu-context';

export interface CategoryNavProps {
  categories: readonly PublicCategory[];
  activeId: string | null;
  onSelect(categoryId: string): void;
}

/** The chip row under the search: one chip per category; the active one is kept in view. */
export function CategoryNav({ categories, activeId, onSelect }: CategoryNavProps) {
  const { t } = useTranslation('guest-menu');
  const listRef = useRef<HTMLUListElement>(null);
  const { langOf } = useMenu().original;

  useEffect(() => {
    const list = listRef.current;
    const chip = activeId ? list?.querySelector<HTMLElement>(`[data-category="${activeId}"]`) : null;
    if (!list || !chip) return;
    const delta = centeringDelta(list.getBoundingClientRect(), chip.getBoundingClientRect());
    // Only the chip row scrolls: scrollIntoView would also stop the page's own smooth scroll.
    if (delta !== 0) list.scrollBy({ left: delta, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [activeId]);

  if (categories.length === 0) return null;
  return (
    <nav className="gm-chips" aria-label={t('nav.categories')} data-tour="categories">
      <ul ref={listRef} className="gm-chips__list">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${sectionDomId(category.id)}`}
              data-category={category.id}
              className={category.id === activeId ? 'gm-chip gm-chip--active' : 'gm-chip'}
              aria-current={category.id === activeId ? 'true' : undefined}
              lang={langOf(category.title)}
              onClick={(event) => {
                event.preventDefault();
                onSelect(category.id);
              }}
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
