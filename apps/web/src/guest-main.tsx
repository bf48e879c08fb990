import './styles/index.css';
import { launch } from './app/launch';

// The entry of the guest build (vite.guest.config.ts): the standalone guest pages on a small
// runtime, mounted without the router.
await launch(() => import('./app/guest-boot'));
