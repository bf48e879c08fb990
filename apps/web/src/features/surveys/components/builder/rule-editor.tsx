import type { TSurveyQuestion, TSurveyVisibility } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConditionsFields } from './conditions-fields';
import { newCondition, ruleCandidates } from './question-logic';
import type { SurveyFormValues } from './survey-form-model';

/** Writes a part of a question's logic, checked again at once once the form was sent. */
export function useLogicSetter() {
  const { control, setValue } = useFormContext<SurveyFormValues>();
  const { isSubmitted } = useFormState({ control });
  return (path: string, value: unknown) =>
    setValue(path as never, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
}

/**
 * "Show (or hide) this question when all (or any) of these are true": conditions on earlier
 * questions only, each with the operators its question's type allows and its answers as values.
 */
export function RuleEditor({ index }: { index: number }) {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const questions = useWatch({ control, name: 'content.questions' }) as TSurveyQuestion[];
  const setLogic = useLogicSetter();
  const path = `content.questions.${index}.visibility`;
  const visibility = questions[index]?.visibility ?? null;
  const candidates = ruleCandidates(questions, index);
  const set = (next: TSurveyVisibility | null) => setLogic(path, next);
  const last = candidates.at(-1);
  const id = `survey-q${index}-rule`;

  return (
    <section className="gl-survey-logic" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <span className="pi pi-eye" aria-hidden="true" /> {t('rule.title')}
      </h4>
      {!visibility ? (
        last ? (
          <>
            <p className="gl-survey-muted">{t('rule.none')}</p>
            <Button
              type="button"
              icon="pi pi-plus"
              outlined
              size="small"
              label={t('rule.add')}
              onClick={() => set({ action: 'show', match: 'all', conditions: [newCondition(last)] })}
            />
          </>
        ) : (
          <p className="gl-survey-muted">{t('rule.first')}</p>
        )
      ) : (
        <>
          <div className="gl-survey-sentence">
            <label htmlFor={`${id}-action`} className="gl-visually-hidden">
              {t('rule.action')}
            </label>
            <Dropdown
              inputId={`${id}-action`}
              ariaLabel={t('rule.action')}
              value={visibility.action}
              options={(['show', 'hide'] as const).map((value) => ({
                value,
                label: t(`rule.actions.${value}`),
              }))}
              optionLabel="label"
              optionValue="value"
              onChange={(event) => set({ ...visibility, action: event.value })}
            />
            <span>{t('rule.when')}</span>
            <label htmlFor={`${id}-match`} className="gl-visually-hidden">
              {t('match.label')}
            </label>
            <Dropdown
              inputId={`${id}-match`}
              ariaLabel={t('match.label')}
              value={visibility.match}
              options={(['all', 'any'] as const).map((value) => ({ value, label: t(`match.${value}`) }))}
              optionLabel="label"
              optionValue="value"
              onChange={(event) => set({ ...visibility, match: event.value })}
            />
            <span>{t('match.tail')}</span>
          </div>
          <ConditionsFields
            path={`${path}.conditions`}
            conditions={visibility.conditions}
            questions={questions}
            candidates={candidates}
            onChange={(conditions) => set({ ...visibility, conditions })}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            size="small"
            severity="danger"
            label={t('rule.remove')}
            onClick={() => set(null)}
          />
        </>
      )}
    </section>
  );
}
