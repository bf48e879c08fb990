/** The longest the app waits for a pre-rendered page's hero photo before taking over anyway. */
export const HERO_WAIT_MS = 1000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the browser reports `hero` painted as a Largest Contentful Paint (that report
 * comes when the frame is on screen, after rasterising, which a busy phone may take a while to
 * do); where the browser has no such report, once the photo is decoded and a frame has passed.
 */
function heroOnScreen(hero: HTMLImageElement, signal: AbortSignal): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    const decoded = typeof hero.decode === 'function' ? hero.decode() : Promise.resolve();
    return decoded.catch(() => undefined).then(nextFrame);
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const painted = list
        .getEntries()
        .some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === hero);
      if (!painted) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

/**
 * Resolves once the browser reports the first contentful paint; where it has no such report,
 * once a frame has passed.
 */
function contentOnScreen(signal: AbortSignal): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return nextFrame();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

/** The API wrote this page's first screen: the root holds it instead of the boot spinner. */
const isPrerendered = (root: Element | null) =>
  root !== null && root.children.length > 0 && root.querySelector(':scope > .gl-boot') === null;

/**
 * On a guest page the API pre-rendered (its first screen is already in the HTML), resolves once
 * that screen is on screen: its hero photo, the page's largest paint, where it has one (a menu),
 * else its first contentful paint (a survey's welcome); at once on every other page. The app's
 * code is fetched and run only after that: its downloads would compete with the photo for the
 * connection, and running it would hold the main thread while the page waits to be painted.
 * A slow paint holds the app back HERO_WAIT_MS at most; a hidden tab does not wait.
 */
export async function firstScreenPainted(doc: Document = document): Promise<void> {
  if (!isPrerendered(doc.getElementById('root')) || doc.visibilityState === 'hidden') return;
  const hero = doc.querySelector<HTMLImageElement>('#root img.gm-hero__image');
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, HERO_WAIT_MS));
  const settled = new AbortController();
  await Promise.race([hero ? heroOnScreen(hero, settled.signal) : contentOnScreen(settled.signal), timeout]);
  // A screen never reported painted leaves no observer behind.
  settled.abort();
}

/** Id of the JSON block listing the route's code (apps/api/src/modules/menus/prerender.ts). */
export const ROUTE_MODULES_ID = 'gl-route-modules';

/**
 * Starts fetching the code a pre-rendered page's route needs, all at once, so the app does not
 * discover it chunk by chunk as it starts. Nothing happens on other pages.
 */
export function preloadRouteModules(doc: Document = document): void {
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(doc.getElementById(ROUTE_MODULES_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/** How long a tap waits for the app's own button to appear before it is dropped. */
const REPLAY_WAIT_MS = 5000;

export interface EarlyTaps {
  /** Settles on the first tap on a pre-rendered button: the app should start at once. */
  tapped: Promise<void>;
  /** Once the app renders, taps the app's button that matches the one tapped before it. */
  replay(): Promise<void>;
}

/**
 * The pre-rendered first screen shows buttons (an item's card, say) that do nothing until the
 * app takes over. A guest who taps one early is not ignored: the tap starts the app at once, and
 * the same button of the app's page (same class and text, not one of the pre-rendered elements)
 * is tapped for them when it appears. Links and the search field work without the app.
 */
export function watchEarlyTaps(root: HTMLElement): EarlyTaps {
  const prerendered = new WeakSet<Element>(root.querySelectorAll('button'));
  let wanted: { className: string; text: string } | null = null;
  let wake = () => {};
  const tapped = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !prerendered.has(button) || wanted) return;
    wanted = { className: button.className, text: button.textContent ?? '' };
    wake();
  };
  root.addEventListener('click', onClick);

  const find = () =>
    wanted &&
    [...root.querySelectorAll('button')].find(
      (button) =>
        !prerendered.has(button) &&
        button.className === wanted?.className &&
        button.textContent === wanted.text,
    );

  return {
    tapped,
    replay() {
      root.removeEventListener('click', onClick);
      if (!wanted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const finish = (button?: HTMLButtonElement | null) => {
          observer.disconnect();
          clearTimeout(timer);
          button?.click();
          resolve();
        };
        const observer = new MutationObserver(() => {
          const button = find();
          if (button) finish(button);
        });
        const timer = setTimeout(() => finish(), REPLAY_WAIT_MS);
        observer.observe(root, { childList: true, subtree: true });
        const button = find();
        if (button) finish(button);
      });
    },
  };
}
