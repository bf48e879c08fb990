// What pages built with PrimeReact need before they render: its theme and our console styles,
// and PrimeReact's configuration. Loaded with those pages only (with-console-kit.ts,
// console-tree.tsx), so the guest menu's first load carries neither.
import '@/styles/console.css';
import { configurePrimeReact } from './primereact';

configurePrimeReact();
