import type { TMetricOutcome } from '@guestloop/contracts';

/** Drawn inline: the guest's rating page loads no icon font before its first tap. */

const STAR = 'M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5L2.6 9.4l6.5-.9L12 2.6z';

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="gr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={STAR}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const MOUTHS: Record<TMetricOutcome, string> = {
  bad: 'M8 16.5c1.1-1.3 2.4-2 4-2s2.9.7 4 2',
  neutral: 'M8.5 15.5h7',
  good: 'M7.8 13.8c1 1.8 2.4 2.7 4.2 2.7s3.2-.9 4.2-2.7',
};

export function FaceIcon({ outcome }: { outcome: TMetricOutcome }) {
  return (
    <svg className="gr-icon gr-face__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path d={MOUTHS[outcome]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The outcome's mark above its texts: a heart for good, a hand-shake-ish check for the rest. */
export function OutcomeIcon({ outcome }: { outcome: TMetricOutcome }) {
  const path =
    outcome === 'good'
      ? 'M12 20.5s-7.5-4.4-7.5-10a4.2 4.2 0 0 1 7.5-2.6 4.2 4.2 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z'
      : 'M5 12.5l4.5 4.5L19 7.5';
  return (
    <svg className="gr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill={outcome === 'good' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
