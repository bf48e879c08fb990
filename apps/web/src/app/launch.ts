import { firstScreenPainted, preloadRouteModules, watchEarlyTaps } from './first-screen';

/**
 * Starts the app of an entry: fetched once a pre-rendered guest page's first screen is painted,
 * or at once when the guest taps it first (first-screen.ts), and at once on every other page.
 */
export async function launch(
  loadBoot: () => Promise<{ boot(root: HTMLElement): Promise<void> }>,
): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const taps = watchEarlyTaps(root);
  await Promise.race([firstScreenPainted(), taps.tapped]);
  preloadRouteModules();
  const { boot } = await loadBoot();
  await boot(root);
  await taps.replay();
}
