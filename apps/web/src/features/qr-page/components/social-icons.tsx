import type { TQrInfoSocialNetwork } from '@guestloop/contracts';

/** Drawn for this page: each network's mark as a few strokes, in the button's colour. */
interface Mark {
  stroke: readonly string[];
  fill?: readonly string[];
}

const CIRCLE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z';

const MARKS: Record<TQrInfoSocialNetwork, Mark> = {
  facebook: { stroke: [CIRCLE, 'M15.5 8H14a2 2 0 0 0-2 2v11M9 13h6'] },
  instagram: {
    stroke: [
      'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Z',
      'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
      'M17.3 6.7v.01',
    ],
  },
  linkedin: {
    stroke: [
      'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
      'M8 10.5V17M8 7.2v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17',
    ],
  },
  youtube: {
    stroke: ['M6 5.5h12a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4Z'],
    fill: ['M10 9v6l5-3Z'],
  },
  tiktok: { stroke: ['M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.4 4.6 5 5'] },
  telegram: { stroke: [CIRCLE, 'M6.5 12l10-4-1.8 9-4.2-3.4M10.5 13.6l-.2 3.4 1.9-2'] },
  'web-site': {
    stroke: [
      CIRCLE,
      'M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
    ],
  },
  behance: {
    stroke: [
      'M3 6.5h4.5a2.75 2.75 0 0 1 0 5.5H3ZM3 12h5a3 3 0 0 1 0 6H3ZM3 6.5V18',
      'M14.5 14.5H21a3.25 3.25 0 1 0-.9 2.3M15 8.5h5',
    ],
  },
  x: { stroke: ['M4 4h4l12 16h-4Z', 'M19.5 4l-6.3 7.2M10.8 12.8 4.5 20'] },
};

export function SocialIcon({ network, className }: { network: TQrInfoSocialNetwork; className?: string }) {
  const mark = MARKS[network] ?? MARKS['web-site'];
  return (
    <svg
      className={className ? `qp-icon ${className}` : 'qp-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      {mark.stroke.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      {mark.fill?.map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
    </svg>
  );
}
