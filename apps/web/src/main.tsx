import './styles/index.css';
import { launch } from './app/launch';

// The entry is only this file: the app itself is fetched once a pre-rendered guest page's first
// screen is painted, or at once when the guest taps it first (app/launch.ts).
await launch(() => import('./app/boot'));
