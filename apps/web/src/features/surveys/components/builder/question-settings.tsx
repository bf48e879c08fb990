import { isMultipleChoice, TEXT_LONG_MAX, TEXT_SHORT_MAX, type TSurveyQuestion } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { NumberField, SwitchField, TextField } from './form-fields';

const WITH_PLACEHOLDER: readonly TSurveyQuestion['type'][] = [
  'text_short',
  'text_long',
  'dropdown',
  'text_number',
  'text_email',
  'text_phone_number',
  'text_url',
];

/** The settings of a question's type: lengths, bounds, the scale and its labels, how many may be chosen. */
export function QuestionSettings({ index, question }: { index: number; question: TSurveyQuestion }) {
  const { t } = useTranslation('surveys');
  const base = `content.questions.${index}.data` as const;
  const options = `${base}.options` as const;
  return (
    <div className="gl-survey-settings">
      {question.type === 'text_short' || question.type === 'text_long' ? (
        <NumberField
          name={`${options}.maxLength`}
          label={t('settings.maxLength')}
          hint={t('settings.maxLengthHint', {
            max: question.type === 'text_short' ? TEXT_SHORT_MAX : TEXT_LONG_MAX,
          })}
          min={1}
          max={question.type === 'text_short' ? TEXT_SHORT_MAX : TEXT_LONG_MAX}
        />
      ) : null}
      {question.type === 'rate' ? (
        <div className="gl-survey-pair">
          <NumberField name={`${options}.min`} label={t('settings.scaleMin')} min={0} max={9} />
          <NumberField name={`${options}.max`} label={t('settings.scaleMax')} min={1} max={10} />
        </div>
      ) : null}
      {question.type === 'rate' || question.type === 'rate_enps' ? (
        <div className="gl-survey-pair">
          <TextField
            name={`${options}.labels.min`}
            label={t('settings.labelMin')}
            placeholder={t('settings.labelMinPlaceholder')}
          />
          <TextField
            name={`${options}.labels.max`}
            label={t('settings.labelMax')}
            placeholder={t('settings.labelMaxPlaceholder')}
          />
        </div>
      ) : null}
      {question.type === 'text_number' ? (
        <>
          <div className="gl-survey-pair">
            <NumberField
              name={`${options}.min`}
              label={t('settings.numberMin')}
              hint={t('settings.emptyNoLimit')}
              nullable
              integer={false}
            />
            <NumberField
              name={`${options}.max`}
              label={t('settings.numberMax')}
              hint={t('settings.emptyNoLimit')}
              nullable
              integer={false}
            />
          </div>
          <SwitchField name={`${options}.integer`} label={t('settings.integer')} />
        </>
      ) : null}
      {isMultipleChoice(question) ? (
        <NumberField
          name={`${options}.maxSelected`}
          label={t('settings.maxSelected')}
          hint={t('settings.maxSelectedHint')}
          min={1}
          max={question.answers.length || 1}
          nullable
        />
      ) : null}
      {WITH_PLACEHOLDER.includes(question.type) ? (
        <TextField
          name={`${base}.placeholder`}
          label={t('settings.placeholder')}
          hint={t('settings.placeholderHint')}
        />
      ) : null}
      <TextField
        name={`${base}.comment`}
        label={t('settings.comment')}
        hint={t('settings.commentHint')}
        long
      />
    </div>
  );
}
