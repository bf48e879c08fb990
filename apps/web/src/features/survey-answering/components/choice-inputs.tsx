import type { TSurveyQuestionOf } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import type { ControlProps } from './control-props';

/** The one-option types share one schema (a dropdown is one of them). */
type SingleQuestion = TSurveyQuestionOf<'select_single' | 'select_single_card' | 'dropdown'>;
type ManyQuestion = TSurveyQuestionOf<'checkboxes' | 'select_multiple'>;

/** One option: radio buttons as rows, or as cards (`select_single_card`). Arrow keys move the choice. */
export function SingleChoice({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  language,
}: ControlProps<SingleQuestion>) {
  const name = useId();
  const cards = question.type === 'select_single_card';
  return (
    <div
      role="radiogroup"
      className={cards ? 'sa-cards' : 'sa-options'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
    >
      {question.answers.map((answer) => (
        <label key={answer.id} className={cards ? 'sa-card-option' : 'sa-option'}>
          <input
            type="radio"
            name={name}
            value={answer.id}
            checked={value === answer.id}
            onChange={() => onChange(answer.id)}
          />
          <span className="sa-option__mark" aria-hidden="true" />
          <span className="sa-option__label" {...contentLanguage(language)}>
            {answer.label}
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * Several options: checkboxes as rows, or chips (`select_multiple`). Once the most allowed are
 * chosen, the others wait until one is taken back; the count says so.
 */
export function ManyChoices({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  language,
}: ControlProps<ManyQuestion>) {
  const { t } = useTranslation('guest-survey');
  const countId = useId();
  const chosen = Array.isArray(value) ? value : [];
  const max = question.data.options.maxSelected;
  const full = max !== null && chosen.length >= max;
  const chips = question.type === 'select_multiple';
  const toggle = (id: string, on: boolean) =>
    onChange(
      on
        ? question.answers.map((a) => a.id).filter((a) => a === id || chosen.includes(a))
        : chosen.filter((a) => a !== id),
    );
  return (
    <>
      {max !== null ? (
        <p id={countId} className="sa-hint" aria-live="polite">
          {t('question.chooseUpTo', { max, chosen: chosen.length })}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: the question's heading names the group; a fieldset would need a second, hidden legend */}
      <div
        role="group"
        className={chips ? 'sa-chips' : 'sa-options'}
        aria-labelledby={labelledBy}
        aria-describedby={max !== null ? `${describedBy} ${countId}` : describedBy}
        aria-invalid={invalid || undefined}
      >
        {question.answers.map((answer) => {
          const on = chosen.includes(answer.id);
          return (
            <label
              key={answer.id}
              className={`${chips ? 'sa-chip' : 'sa-option sa-option--check'}${!on && full ? ' sa-option--off' : ''}`}
            >
              <input
                type="checkbox"
                value={answer.id}
                checked={on}
                disabled={!on && full}
                onChange={(event) => toggle(answer.id, event.target.checked)}
              />
              <span className="sa-option__mark" aria-hidden="true" />
              <span className="sa-option__label" {...contentLanguage(language)}>
                {answer.label}
              </span>
            </label>
          );
        })}
      </div>
    </>
  );
}

/** A long list of options: the phone's own picker. */
export function DropdownChoice({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  language,
}: ControlProps<SingleQuestion>) {
  const { t } = useTranslation('guest-survey');
  return (
    <select
      className="sa-input sa-select"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      {...contentLanguage(language)}
    >
      <option value="">{question.data.placeholder || t('question.choose')}</option>
      {question.answers.map((answer) => (
        <option key={answer.id} value={answer.id}>
          {answer.label}
        </option>
      ))}
    </select>
  );
}
