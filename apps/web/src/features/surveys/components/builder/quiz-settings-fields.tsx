import { useTranslation } from 'react-i18next';
import { NumberField, SwitchField } from './form-fields';

/** How a quiz is passed and what its participants get: pass mark, time limit, answers shown, certificate. */
export function QuizSettingsFields() {
  const { t } = useTranslation('surveys');
  const base = 'content.quiz';
  return (
    <>
      <div className="gl-survey-pair">
        <NumberField
          name={`${base}.passMark`}
          label={t('quiz.passMark')}
          hint={t('quiz.passMarkHint')}
          min={0}
          max={100}
          suffix=" %"
          nullable
        />
        <NumberField
          name={`${base}.timeLimitMinutes`}
          label={t('quiz.timeLimit')}
          hint={t('quiz.timeLimitHint')}
          min={1}
          max={600}
          nullable
        />
      </div>
      <SwitchField
        name={`${base}.showCorrectAnswers`}
        label={t('quiz.showCorrect')}
        hint={t('quiz.showCorrectHint')}
      />
      <SwitchField
        name={`${base}.certificate`}
        label={t('quiz.certificate')}
        hint={t('quiz.certificateHint')}
      />
    </>
  );
}
