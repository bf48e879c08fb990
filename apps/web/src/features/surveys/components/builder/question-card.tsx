import { isSelectQuestion, type TSurveyKind, type TSurveyQuestion } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '@/components/ui/SortableList';
import { SwitchField, TextField } from './form-fields';
import { JumpsEditor } from './jumps-editor';
import { canDelete } from './question-logic';
import { QuestionSettings } from './question-settings';
import { QUESTION_TYPE_ICONS } from './question-types';
import { RuleEditor } from './rule-editor';
import type { SurveyFormValues } from './survey-form-model';
import { VariantsFields } from './variants-fields';

export interface QuestionCardProps {
  kind: TSurveyKind;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/**
 * One question of the builder: a head that names it (number, type, title, what rules it has)
 * with its moves, copy and delete, and, open, its texts, settings, variants, rule and jumps.
 */
export function QuestionCard({
  kind,
  index,
  count,
  open,
  onToggle,
  onMove,
  onDuplicate,
  onDelete,
}: QuestionCardProps) {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const path = `content.questions.${index}` as const;
  const question = useWatch({ control, name: path }) as TSurveyQuestion;
  const { errors } = useFormState({ control, name: path });
  const hasError = Boolean((errors.content?.questions as unknown[] | undefined)?.[index]);
  const name = t('question.numbered', { number: index + 1 });
  const bodyId = `survey-question-${question.id}`;
  const deletable = canDelete(kind, question);
  const scored = kind === 'quiz' && isSelectQuestion(question) && question.data.quiz;

  return (
    <article
      className={`gl-survey-question${hasError ? ' gl-survey-question--invalid' : ''}`}
      aria-label={name}
    >
      <div className="gl-survey-question__head">
        <DragHandle label={t('question.drag', { name })} />
        <button
          type="button"
          className="gl-survey-question__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="gl-survey-question__number">{index + 1}</span>
          <span
            className={`gl-survey-question__icon ${QUESTION_TYPE_ICONS[question.type]}`}
            aria-hidden="true"
          />
          <span className="gl-survey-question__summary">
            <span className="gl-survey-question__title" dir="auto">
              {question.title?.trim() || t('question.untitled')}
              {question.required ? <span className="gl-survey-required"> *</span> : null}
            </span>
            <span className="gl-survey-question__meta">
              {t(`types.${question.type}.name`)}
              {question.visibility ? ` · ${t(`rule.badge.${question.visibility.action}`)}` : ''}
              {question.jumps.length ? ` · ${t('jumps.badge', { count: question.jumps.length })}` : ''}
              {scored ? ` · ${t('quiz.pointsBadge', { count: question.data.quiz?.points ?? 0 })}` : ''}
            </span>
          </span>
          {hasError ? (
            <span className="gl-survey-question__error">
              <span className="pi pi-exclamation-circle" aria-hidden="true" />
              {t('question.hasErrors')}
            </span>
          ) : null}
          <span className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
        </button>
        <span className="gl-survey-question__tools">
          <Button
            type="button"
            icon="pi pi-arrow-up"
            text
            rounded
            disabled={index === 0}
            aria-label={t('question.moveUp', { name })}
            title={t('question.moveUpShort')}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            type="button"
            icon="pi pi-arrow-down"
            text
            rounded
            disabled={index === count - 1}
            aria-label={t('question.moveDown', { name })}
            title={t('question.moveDownShort')}
            onClick={() => onMove(index, index + 1)}
          />
          <Button
            type="button"
            icon="pi pi-copy"
            text
            rounded
            aria-label={t('question.duplicate', { name })}
            title={t('question.duplicateShort')}
            onClick={onDuplicate}
          />
          {deletable ? (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t('question.delete', { name })}
              title={t('question.deleteShort')}
              onClick={onDelete}
            />
          ) : null}
        </span>
      </div>
      {open ? (
        <div id={bodyId} className="gl-survey-question__body">
          {!deletable ? <p className="gl-survey-note">{t('question.enpsKept')}</p> : null}
          <TextField name={`${path}.title`} label={t('question.title')} long />
          <TextField
            name={`${path}.subTitle`}
            label={t('question.subTitle')}
            hint={t('question.subTitleHint')}
            long
          />
          {isSelectQuestion(question) ? (
            <VariantsFields index={index} question={question} quiz={kind === 'quiz'} />
          ) : null}
          <QuestionSettings index={index} question={question} />
          <SwitchField
            name={`${path}.required`}
            label={t('question.required')}
            hint={t('question.requiredHint')}
          />
          <RuleEditor index={index} />
          <JumpsEditor index={index} />
        </div>
      ) : null}
    </article>
  );
}
