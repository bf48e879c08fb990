import { ENPS_MAX, ENPS_MIN, type TSurveyQuestionOf } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import type { ControlProps } from './control-props';

type ScaleQuestion = TSurveyQuestionOf<'rate' | 'rate_enps'>;

function rangeOf(question: ScaleQuestion): { min: number; max: number } {
  return question.type === 'rate' ? question.data.options : { min: ENPS_MIN, max: ENPS_MAX };
}

/** An end's words; a screen reader hears which score they belong to. */
function End({ id, score, label }: { id: string; score: number; label: string }) {
  return (
    <span id={id}>
      <span className="gl-visually-hidden">{score}: </span>
      {label}
    </span>
  );
}

/**
 * A scale of whole numbers as one row of radio buttons (arrow keys move along it, mirrored right
 * to left), with the question's words at both ends; e-NPS is 0 to 10 with the usual end words
 * when the question gives none.
 */
export function ScaleInput({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  language,
}: ControlProps<ScaleQuestion>) {
  const { t } = useTranslation('guest-survey');
  const name = useId();
  const endsId = useId();
  const { min, max } = rangeOf(question);
  const scores = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const enps = question.type === 'rate_enps';
  const own = question.data.options.labels;
  const low = own.min.trim() || (enps ? t('question.enpsLow') : '');
  const high = own.max.trim() || (enps ? t('question.enpsHigh') : '');
  const ownLanguage = own.min.trim() || own.max.trim() ? contentLanguage(language) : {};
  const chosen = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : null;
  return (
    <div className={`sa-scale${enps ? ' sa-scale--enps' : ''}`}>
      <div
        role="radiogroup"
        className="sa-scale__buttons"
        style={{ gridTemplateColumns: `repeat(${scores.length}, minmax(0, 1fr))` }}
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, low ? `${endsId}-low` : '', high ? `${endsId}-high` : '']
          .join(' ')
          .trim()}
        aria-invalid={invalid || undefined}
        aria-required={question.required || undefined}
      >
        {scores.map((score) => (
          <label key={score} className="sa-scale__option">
            <input
              type="radio"
              name={name}
              value={score}
              checked={chosen === score}
              onChange={() => onChange(score)}
            />
            <span>{score}</span>
          </label>
        ))}
      </div>
      {low || high ? (
        <p className="sa-scale__ends">
          <span {...ownLanguage}>{low ? <End id={`${endsId}-low`} score={min} label={low} /> : null}</span>
          <span {...ownLanguage}>{high ? <End id={`${endsId}-high`} score={max} label={high} /> : null}</span>
        </p>
      ) : null}
    </div>
  );
}
