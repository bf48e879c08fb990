import './styles/index.css';
import { firstScreenPainted, preloadRouteModules, watchEarlyTaps } from './app/first-screen';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The entry is only this file: the app itself is fetched once a pre-rendered guest page's first
// screen is painted, or at once when the guest taps it first (app/first-screen.ts), and at once
// on every other page.
const taps = watchEarlyTaps(root);
await Promise.race([firstScreenPainted(), taps.tapped]);
preloadRouteModules();
const { boot } = await import('./app/boot');
await boot(root);
await taps.replay();
