import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSection, sectionDomId, spyRootMargin, updateVisible } from '../model/scroll-spy';
import { prefersReducedMotion } from './menu-context';

/** Height of the sticky search and chip bar; sections scroll to just below it. */
export const STICKY_OFFSET_PX = 128;

/**
 * Follows which category section is on screen (IntersectionObserver on the sections) and
 * scrolls to a section on request. While that scroll runs, the chip chosen stays active.
 */
export function useScrollSpy(order: readonly string[]) {
  const [activeId, setActiveId] = useState<string | null>(order[0] ?? null);
  const visible = useRef<Set<string>>(new Set());
  const lockedUntil = useRef(0);
  const key = order.join(',');

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    visible.current = new Set();
    setActiveId((previous) => (previous && ids.includes(previous) ? previous : (ids[0] ?? null)));
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = updateVisible(
          visible.current,
          entries.map((entry) => ({
            id: (entry.target as HTMLElement).dataset.section ?? '',
            isIntersecting: entry.isIntersecting,
          })),
        );
        if (Date.now() < lockedUntil.current) return;
        setActiveId((previous) => activeSection(ids, visible.current, previous));
      },
      { rootMargin: spyRootMargin(STICKY_OFFSET_PX) },
    );
    for (const id of ids) {
      const section = document.getElementById(sectionDomId(id));
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);

  const scrollToSection = useCallback((id: string) => {
    const section = document.getElementById(sectionDomId(id));
    if (!section) return;
    const reduced = prefersReducedMotion();
    setActiveId(id);
    lockedUntil.current = Date.now() + (reduced ? 100 : 900);
    section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return { activeId, scrollToSection };
}
