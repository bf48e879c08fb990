/**
 * The page's icons as inline drawings (a guest page loads no icon font). Each is decorative: the
 * text beside it says what it means.
 */
const HANDSET = 'M9 8.3c.2 3.5 3.2 6.5 6.7 6.7l.8-1.7-2.1-1-1 .9a4.8 4.8 0 0 1-2.5-2.5l.9-1-1-2.1Z';

const STROKED = {
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  alert: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3.2v.3',
  phone:
    'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  email: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  whatsapp: `M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.4Z${HANDSET}`,
  viber: `M12 3c5 0 8 2 8 7.5S17 18 12 18h-1l-3 3v-3.5C5 16.5 4 14 4 10.5 4 5 7 3 12 3Z${HANDSET}`,
  telegram: 'M21 4 3 11.2l5.8 2.1M21 4l-3.2 15.5-9-6.2M21 4 8.8 13.3V19l3-3.4',
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14',
  contact: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5',
  wifi: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.7 16a5 5 0 0 1 6.6 0M12 19.5v.01',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15L6 16.5ZM10 20.5a2 2 0 0 0 4 0',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5V12l3 2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L3.5 9.7l5.9-.9Z',
  menu: 'M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5V19c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5ZM12 6v13.5',
  bag: 'M5 8h14l-1 12H6L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8',
  calendar: 'M4.5 6h15v14h-15zM4.5 10h15M8.5 3.5V7m7-3.5V7',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18v2M18 14h2',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
  card: 'M3 6h18v12H3zM3 10h18M7 14.5h4',
  refresh: 'M19.5 9A8 8 0 0 0 5 7.5M4.5 4v3.5H8M4.5 15A8 8 0 0 0 19 16.5M19.5 20v-3.5H16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5M18.5 8v5M16 10.5h5',
  key: 'M14.5 9.5a4.5 4.5 0 1 0-3.3 4.3L13 15.5h2v2h2v2h3v-3l-5.8-5.8c.2-.4.3-.8.3-1.2Z',
  survey: 'M9 3.5h6v3H9zM8 5H5v15.5h14V5h-3M8.5 11.5l1.5 1.5 3-3M8.5 17h7',
  close: 'M6 6l12 12M18 6 6 18',
  send: 'M21 3 10 14M21 3l-7 18-4-7-7-4Z',
} as const;

const FILLED = { play: 'M8 5.5v13l11-6.5Z' } as const;

export type IconName = keyof typeof STROKED | keyof typeof FILLED;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const classes = className ? `qp-icon ${className}` : 'qp-icon';
  const filled = name in FILLED;
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={filled ? FILLED[name as keyof typeof FILLED] : STROKED[name as keyof typeof STROKED]}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
