import { metricOutcome, metricScoreRange, type TMetricOutcome, type TMetricType } from '@guestloop/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaceIcon, StarIcon } from './rating-icons';
import './rating-ui.css';

export interface ScorePickerProps {
  type: TMetricType;
  /** The chosen score, or null before the first tap. */
  value: number | null;
  onChange: (score: number) => void;
  /** Names the group for screen readers ("Your rating" by default; a dish's name on the order page). */
  label?: string;
  /** `compact`: smaller stars, for one row per dish (the targets stay 44 px). */
  size?: 'large' | 'compact';
  disabled?: boolean;
}

const FACE_OUTCOMES: Record<number, TMetricOutcome> = { 1: 'bad', 2: 'neutral', 3: 'good' };

/** The scores of a type, lowest first. */
export function scoresOf(type: TMetricType): number[] {
  const { min, max } = metricScoreRange(type);
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Arrow keys move between the buttons (mirrored in right-to-left pages), Home and End jump. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next = at;
  if (event.key === forward || event.key === 'ArrowDown') next = Math.min(buttons.length - 1, at + 1);
  else if (event.key === back || event.key === 'ArrowUp') next = Math.max(0, at - 1);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  else return;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * One tap to score a visit: five stars, NPS 0–10 or three faces, by the metric's type. Each score
 * is a real button (44 px or more) whose name says the score; the chosen one is pressed.
 */
export function ScorePicker({ type, value, onChange, label, size = 'large', disabled }: ScorePickerProps) {
  const { t } = useTranslation('rating');
  const [hover, setHover] = useState<number | null>(null);
  const scores = scoresOf(type);
  const { max } = metricScoreRange(type);
  const shown = hover ?? value;

  const button = (score: number, name: string, content: React.ReactNode, className: string) => (
    <button
      key={score}
      type="button"
      className={className}
      aria-label={name}
      aria-pressed={value === score}
      disabled={disabled}
      onClick={() => onChange(score)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHover(score)}
      onPointerLeave={() => setHover(null)}
    >
      {content}
    </button>
  );

  let body: React.ReactNode;
  if (type === 'stars') {
    body = scores.map((score) =>
      button(
        score,
        t('score.star', { score, max }),
        <StarIcon filled={shown !== null && score <= shown} />,
        `gr-star${shown !== null && score <= shown ? ' gr-star--on' : ''}`,
      ),
    );
  } else if (type === 'nps') {
    body = scores.map((score) =>
      button(
        score,
        t('score.nps', { score, max }),
        <span aria-hidden="true">{score}</span>,
        `gr-nps gr-nps--${metricOutcome('nps', score)}${value === score ? ' gr-nps--on' : ''}`,
      ),
    );
  } else {
    body = scores.map((score) => {
      const outcome = FACE_OUTCOMES[score] ?? 'neutral';
      return button(
        score,
        t(`score.faces.${outcome}`),
        <>
          <FaceIcon outcome={outcome} />
          <span className="gr-face__label" aria-hidden="true">
            {t(`score.faces.${outcome}`)}
          </span>
        </>,
        `gr-face gr-face--${outcome}${value === score ? ' gr-face--on' : ''}`,
      );
    });
  }

  return (
    <div className={`gr-score gr-score--${type} gr-score--${size}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would not lay the buttons out in one row on every browser */}
      <div
        role="group"
        aria-label={label ?? t('score.group')}
        className="gr-score__buttons"
        onKeyDown={moveFocus}
      >
        {body}
      </div>
      {type === 'nps' ? (
        <div className="gr-score__ends" aria-hidden="true">
          <span>{t('score.npsLow')}</span>
          <span>{t('score.npsHigh')}</span>
        </div>
      ) : null}
    </div>
  );
}
