import { SURVEY_END, type TSurveyJump, type TSurveyQuestion } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bidiOptions } from './bidi-options';
import { ConditionsFields, useQuestionLabel } from './conditions-fields';
import { useFieldMessage } from './form-fields';
import { jumpConditionCandidates, jumpTargets, newCondition } from './question-logic';
import { useLogicSetter } from './rule-editor';
import type { SurveyFormValues } from './survey-form-model';

const MAX_JUMPS = 10;

/**
 * After this question, "when all (or any) of these are true, go to" a later question or the end:
 * the first jump that holds wins. Its conditions may test this question too.
 */
export function JumpsEditor({ index }: { index: number }) {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const questions = useWatch({ control, name: 'content.questions' }) as TSurveyQuestion[];
  const setLogic = useLogicSetter();
  const path = `content.questions.${index}.jumps`;
  const jumps = questions[index]?.jumps ?? [];
  const self = questions[index];
  const targets = jumpTargets(questions, index);
  const set = (next: TSurveyJump[]) => setLogic(path, next);
  const id = `survey-q${index}-jumps`;

  return (
    <section className="gl-survey-logic" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <span className="pi pi-directions" aria-hidden="true" /> {t('jumps.title')}
      </h4>
      {jumps.length === 0 ? <p className="gl-survey-muted">{t('jumps.none')}</p> : null}
      <ol className="gl-survey-list">
        {jumps.map((jump, at) => (
          <JumpRow
            // biome-ignore lint/suspicious/noArrayIndexKey: jumps have no id; their place is who they are
            key={at}
            path={`${path}.${at}`}
            number={at + 1}
            jump={jump}
            questions={questions}
            index={index}
            onChange={(next) => set(jumps.map((item, i) => (i === at ? next : item)))}
            onRemove={() => set(jumps.filter((_, i) => i !== at))}
          />
        ))}
      </ol>
      {self && jumps.length < MAX_JUMPS ? (
        <Button
          type="button"
          icon="pi pi-plus"
          outlined
          size="small"
          label={t('jumps.add')}
          onClick={() =>
            set([
              ...jumps,
              { match: 'all', conditions: [newCondition(self)], to: targets[1] ?? targets[0] ?? SURVEY_END },
            ])
          }
        />
      ) : null}
    </section>
  );
}

interface JumpRowProps {
  path: string;
  number: number;
  jump: TSurveyJump;
  questions: readonly TSurveyQuestion[];
  index: number;
  onChange: (jump: TSurveyJump) => void;
  onRemove: () => void;
}

function JumpRow({ path, number, jump, questions, index, onChange, onRemove }: JumpRowProps) {
  const { t } = useTranslation('surveys');
  const label = useQuestionLabel();
  const targetError = useFieldMessage(`${path}.to`);
  const id = `survey-${path.replace(/\./g, '-')}`;
  const name = t('jumps.numbered', { number });
  const targets = jumpTargets(questions, index);
  // A target no longer ahead (after a move) still shows, with the message saying why.
  const offered = targets.includes(jump.to) ? targets : [jump.to, ...targets];
  const options = offered.map((to) => {
    const target = questions.find((q) => q.id === to);
    return { value: to, label: to === SURVEY_END ? t('jumps.end') : target ? label(target, questions) : to };
  });

  return (
    <li className="gl-survey-jump">
      <fieldset>
        <legend>{name}</legend>
        <div className="gl-survey-sentence">
          <span>{t('jumps.when')}</span>
          <label htmlFor={`${id}-match`} className="gl-visually-hidden">
            {t('match.label')}
          </label>
          <Dropdown
            inputId={`${id}-match`}
            ariaLabel={t('match.label')}
            value={jump.match}
            options={(['all', 'any'] as const).map((value) => ({ value, label: t(`match.${value}`) }))}
            optionLabel="label"
            optionValue="value"
            onChange={(event) => onChange({ ...jump, match: event.value })}
          />
          <span>{t('match.tail')}</span>
        </div>
        <ConditionsFields
          path={`${path}.conditions`}
          conditions={jump.conditions}
          questions={questions}
          candidates={jumpConditionCandidates(questions, index)}
          onChange={(conditions) => onChange({ ...jump, conditions })}
        />
        <div className="gl-survey-sentence">
          <label htmlFor={`${id}-to`}>{t('jumps.goTo')}</label>
          <Dropdown
            inputId={`${id}-to`}
            ariaLabel={t('jumps.goTo')}
            value={jump.to}
            options={options}
            optionLabel="label"
            optionValue="value"
            {...bidiOptions}
            onChange={(event) => onChange({ ...jump, to: event.value })}
            aria-invalid={targetError ? true : undefined}
            aria-describedby={targetError ? `${id}-to-error` : undefined}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('jumps.remove', { name })}
            onClick={onRemove}
          />
        </div>
        {targetError ? (
          <small className="gl-field__error" id={`${id}-to-error`} role="alert">
            {targetError}
          </small>
        ) : null}
      </fieldset>
    </li>
  );
}
