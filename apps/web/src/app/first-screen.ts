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

/** A file of the main build or of the guest build (vite.guest.config.ts). */
const BUILD_ASSET = /^\/(guest\/)?assets\//;

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
    if (typeof href !== 'string' || !BUILD_ASSET.test(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/** How long a tap or a choice waits for the app's own control to appear before it is dropped. */
const REPLAY_WAIT_MS = 5000;
/** How long taps on the pre-rendered screen are still taken once the app has started. */
const SCREEN_WAIT_MS = 10_000;

export interface EarlyTaps {
  /** Settles on the first tap on a pre-rendered button or choice in one of its controls: the app should start at once. */
  tapped: Promise<void>;
  /** Once the app renders, makes the same choices in its controls, then taps its matching button. */
  replay(): Promise<void>;
}

/** A choice made in a pre-rendered control marked `data-replay="<name>"`. */
interface EarlyChoice {
  checked: boolean;
  value: string;
}

/** The app's element `find` gives, once it appears (null after `waitMs`). */
function rendered<T extends Element>(
  root: HTMLElement,
  find: () => T | null | undefined,
  waitMs = REPLAY_WAIT_MS,
): Promise<T | null> {
  return new Promise((resolve) => {
    const finish = (element: T | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), waitMs);
    observer.observe(root, { childList: true, subtree: true });
    const element = find();
    if (element) finish(element);
  });
}

/** Makes the early choice in the app's control the way a guest would: React hears a change. */
function choose(control: Element, early: EarlyChoice): void {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    if (control.checked !== early.checked) control.click();
  } else if (control instanceof HTMLSelectElement && control.value !== early.value) {
    control.value = early.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * The pre-rendered first screen shows buttons (an item's card, a survey's Start) and controls (a
 * survey's consent box, the language picker) that do nothing until the app takes over. A guest
 * who uses one early is not ignored: it starts the app at once, and when the app's page appears
 * the same choices are made in its controls (matched by `data-replay`), then the same button
 * (same class and text, not one of the pre-rendered elements) is tapped for them. Taps count until
 * the app has replaced the pre-rendered screen, not only until its code has started: React paints
 * a moment later, and a tap in between would otherwise be lost. Links and the search field work
 * without the app.
 */
export function watchEarlyTaps(root: HTMLElement): EarlyTaps {
  const early = [...root.querySelectorAll('button, input, select')];
  const prerendered = new WeakSet<Element>(early);
  let wanted: { className: string; text: string } | null = null;
  const choices = new Map<string, EarlyChoice>();
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
  const onChange = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
    const name = control.dataset.replay;
    if (!name || !prerendered.has(control)) return;
    choices.set(name, {
      checked: control instanceof HTMLInputElement && control.checked,
      value: control.value,
    });
    wake();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('change', onChange);

  const appControl = (name: string) =>
    [...root.querySelectorAll(`[data-replay="${CSS.escape(name)}"]`)].find(
      (element) => !prerendered.has(element),
    );
  const appButton = () =>
    wanted &&
    [...root.querySelectorAll('button')].find(
      (button) =>
        !prerendered.has(button) &&
        button.className === wanted?.className &&
        button.textContent === wanted.text,
    );

  return {
    tapped,
    async replay() {
      await rendered(
        root,
        () => (early.some((element) => root.contains(element)) ? null : root),
        SCREEN_WAIT_MS,
      );
      root.removeEventListener('click', onClick);
      root.removeEventListener('change', onChange);
      for (const [name, early] of choices) {
        const control = await rendered(root, () => appControl(name));
        if (control) choose(control, early);
      }
      if (!wanted) return;
      (await rendered(root, appButton))?.click();
    },
  };
}
