import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenPainted,
  HERO_WAIT_MS,
  preloadRouteModules,
  ROUTE_MODULES_ID,
  watchEarlyTaps,
} from './first-screen';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function routeModules(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ROUTE_MODULES_ID;
  block.textContent = text;
  document.body.append(block);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('preloadRouteModules', () => {
  it('preloads every listed chunk of the build', () => {
    routeModules('["/assets/core-1.js","/assets/menu-page-2.js"]');
    preloadRouteModules();
    expect(preloads()).toEqual(['/assets/core-1.js', '/assets/menu-page-2.js']);
  });

  it('ignores a missing or broken list and anything outside the build', () => {
    preloadRouteModules();
    routeModules('["https://elsewhere.example/x.js", 42, "/assets/ok.js"]');
    preloadRouteModules();
    expect(preloads()).toEqual(['/assets/ok.js']);
    document.body.innerHTML = '';
    routeModules('{not json');
    expect(() => preloadRouteModules()).not.toThrow();
  });
});

describe('firstScreenPainted', () => {
  it('does not wait on a page without a pre-rendered hero photo', async () => {
    document.body.innerHTML = '<div id="root"><div class="gl-boot"></div></div>';
    await expect(firstScreenPainted()).resolves.toBeUndefined();
  });

  it('waits for a pre-rendered first screen without a photo to be painted, at most HERO_WAIT_MS', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div class="gl-guest"><h1>Your visit</h1></div></div>';
    let done = false;
    void firstScreenPainted().then(() => {
      done = true;
    });
    // The test browser reports no paint: the app waits a frame (or, at most, HERO_WAIT_MS).
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS + 10);
    expect(done).toBe(true);
  });

  it('takes over after HERO_WAIT_MS when the photo is never reported painted', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><img class="gm-hero__image" alt=""></div>';
    // A photo that never finishes loading.
    const hero = document.querySelector('img') as HTMLImageElement;
    hero.decode = () => new Promise(() => {});
    let done = false;
    void firstScreenPainted().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });
});

describe('watchEarlyTaps', () => {
  it('replays a tap on a pre-rendered button on the app’s matching button', async () => {
    document.body.innerHTML =
      '<div id="root"><button class="gm-card__open">Latte</button><button class="gm-card__open">Tea</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const taps = watchEarlyTaps(root);
    let started = false;
    void taps.tapped.then(() => {
      started = true;
    });
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    await Promise.resolve();
    expect(started).toBe(true);

    // The app takes over with its own buttons.
    const opened: string[] = [];
    const replayed = taps.replay();
    root.innerHTML = '';
    for (const name of ['Latte', 'Tea']) {
      const button = document.createElement('button');
      button.className = 'gm-card__open';
      button.textContent = name;
      button.addEventListener('click', () => opened.push(name));
      root.append(button);
    }
    await replayed;
    expect(opened).toEqual(['Tea']);
  });

  it('takes a tap made after the app started but before it replaced the pre-rendered screen', async () => {
    document.body.innerHTML = '<div id="root"><button class="sa-button">Start</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const taps = watchEarlyTaps(root);
    const replayed = taps.replay();
    // The app's code runs, React has not painted yet: the guest taps the pre-rendered Start.
    await new Promise((resolve) => setTimeout(resolve, 20));
    (root.querySelector('button') as HTMLButtonElement).click();
    let started = 0;
    root.innerHTML = '';
    const button = document.createElement('button');
    button.className = 'sa-button';
    button.textContent = 'Start';
    button.addEventListener('click', () => started++);
    root.append(button);
    await replayed;
    expect(started).toBe(1);
  });

  it('replays nothing when the guest did not tap', async () => {
    document.body.innerHTML = '<div id="root"><button class="gm-card__open">Latte</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const taps = watchEarlyTaps(root);
    const replayed = taps.replay();
    let opened = 0;
    root.innerHTML = '<button class="gm-card__open">Latte</button>';
    root.querySelector('button')?.addEventListener('click', () => opened++);
    await expect(replayed).resolves.toBeUndefined();
    expect(opened).toBe(0);
  });

  it('makes the choices made in pre-rendered controls in the app’s, then taps its button', async () => {
    document.body.innerHTML = `<div id="root">
      <select data-replay="language"><option value="en">English</option><option value="ar">العربية</option></select>
      <input type="checkbox" data-replay="consent">
      <button class="sa-button">Start</button></div>`;
    const root = document.getElementById('root') as HTMLElement;
    const taps = watchEarlyTaps(root);
    const early = root.querySelector('select') as HTMLSelectElement;
    early.value = 'ar';
    early.dispatchEvent(new Event('change', { bubbles: true }));
    await taps.tapped;
    (root.querySelector('input') as HTMLInputElement).click();
    (root.querySelector('button') as HTMLButtonElement).click();

    const events: string[] = [];
    const replayed = taps.replay();
    root.innerHTML = `<select data-replay="language"><option value="en">English</option><option value="ar">العربية</option></select>
      <input type="checkbox" data-replay="consent"><button class="sa-button">Start</button>`;
    const select = root.querySelector('select') as HTMLSelectElement;
    select.addEventListener('change', () => events.push(`language ${select.value}`));
    const consent = root.querySelector('input') as HTMLInputElement;
    consent.addEventListener('change', () => events.push(`consent ${consent.checked}`));
    (root.querySelector('button') as HTMLButtonElement).addEventListener('click', () => events.push('start'));
    await replayed;
    expect(events).toEqual(['language ar', 'consent true', 'start']);
  });
});
