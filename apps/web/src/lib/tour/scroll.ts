const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window so `element` sits in the upper third, over `durationMs` (instant when motion is reduced). */
export function scrollToElement(element: Element, durationMs: number): void {
  const rect = element.getBoundingClientRect();
  const viewport = window.innerHeight;
  if (rect.top >= 0 && rect.bottom <= viewport - 160) return;
  const from = window.scrollY;
  const to = Math.max(0, from + rect.top - viewport / 3);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || durationMs <= 0 || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, to);
    return;
  }
  const startedAt = performance.now();
  const frame = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, from + (to - from) * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
