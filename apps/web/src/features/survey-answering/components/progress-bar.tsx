import { useTranslation } from 'react-i18next';
import type { Progress } from '../model/flow';

/** How far along: "Question 3 of 8" over the questions these answers ask. */
export function ProgressBar({ position, total }: Progress) {
  const { t } = useTranslation('guest-survey');
  const text = t('progress.position', { position, total });
  return (
    <div className="sa-progress">
      <div
        className="sa-progress__track"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={position}
        aria-valuetext={text}
      >
        <span
          className="sa-progress__fill"
          style={{ inlineSize: `${total ? (position / total) * 100 : 0}%` }}
        />
      </div>
      <p className="sa-progress__text" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
