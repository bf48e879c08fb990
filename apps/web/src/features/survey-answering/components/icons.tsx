/**
 * The page's few icons as inline drawings: the icon font (some 30 KB) would be the largest file of
 * a first visit otherwise. Each is decorative; the text beside it says what it means.
 */
const PATHS = {
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5V12l3 2',
  shield: 'M12 3 5 6v5.5c0 4.3 3 7.9 7 9.5 4-1.6 7-5.2 7-9.5V6l-7-3Z',
  lock: 'M6 10.5h12v10H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3',
  back: 'M4 4v5h5M4.6 14.5A8 8 0 1 0 6 7.3L4 9',
  alert: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3.2v.3',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  cross: 'm6.5 6.5 11 11m0-11-11 11',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14',
  flag: 'M6 21V4m0 1h10l-2 4 2 4H6',
  calendar: 'M4.5 6h15v14h-15zM4.5 10h15M8.5 3.5V7m7-3.5V7m-5.5 6.5 4 4m0-4-4 4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `sa-icon ${className}` : 'sa-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
