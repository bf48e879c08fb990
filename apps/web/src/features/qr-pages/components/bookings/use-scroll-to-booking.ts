import { useEffect, useRef } from 'react';
import { bookingElementId } from './booking-list';

/**
 * Brings the booking the address names (a bell's or a mail's link) into view once it is listed,
 * and gives it the focus so keyboard and screen-reader users start there. Once per booking.
 */
export function useScrollToBooking(id: string | null, listed: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !listed || done.current === id) return;
    const element = document.getElementById(bookingElementId(id));
    if (!element) return;
    done.current = id;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [id, listed]);
}
