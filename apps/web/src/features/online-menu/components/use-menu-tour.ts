import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store';
import { type TourStep, useTour } from '@/lib/tour';

export const MENU_TOUR_ID = 'online-menu';

/** The four places a first-time guest is shown, in page order (no cart on a view-only menu). */
export function useMenuTourSteps(withCart = true): TourStep[] {
  const { t } = useTranslation('guest-menu');
  return useMemo(
    () => [
      {
        target: '[data-tour="categories"]',
        header: { title: t('tour.categoriesTitle') },
        content: t('tour.categories'),
      },
      { target: '[data-tour="search"]', header: { title: t('tour.searchTitle') }, content: t('tour.search') },
      { target: '[data-tour="item"]', header: { title: t('tour.itemTitle') }, content: t('tour.item') },
      ...(withCart
        ? [{ target: '[data-tour="cart"]', header: { title: t('tour.cartTitle') }, content: t('tour.cart') }]
        : []),
    ],
    [t, withCart],
  );
}

/**
 * Shows the guided tour once per device, when the menu is on screen. It is marked as seen when it
 * starts, so closing the tab halfway does not bring it back on every visit.
 */
export function useFirstVisitTour(ready: boolean, withCart = true) {
  const tour = useTour();
  const steps = useMenuTourSteps(withCart);
  const seen = useAppStore((state) => Boolean(state.toursSeen[MENU_TOUR_ID]));
  const markTourSeen = useAppStore((state) => state.markTourSeen);
  const started = useRef(false);
  const startTour = useRef(tour.start);
  startTour.current = tour.start;

  useEffect(() => {
    if (!ready || seen || started.current) return;
    // One frame later, so the page has laid out the targets the tour measures.
    const frame = requestAnimationFrame(() => {
      if (started.current) return;
      started.current = true;
      void startTour.current(steps).then((running) => {
        if (running) markTourSeen(MENU_TOUR_ID);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, seen, steps, markTourSeen]);
}
