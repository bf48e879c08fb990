import {
  QUESTION_TYPES,
  type TQuestionType,
  type TSurveyKind,
  type TSurveyQuestion,
} from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, EmptyState } from '@/components/ui';
import { SortableList } from '@/components/ui/SortableList';
import { AddQuestionDialog } from './add-question-dialog';
import { QuestionCard } from './question-card';
import { addableTypes, copyQuestion, makeQuestion, rulesUsing, withoutQuestion } from './question-logic';
import type { SurveyFormValues } from './survey-form-model';
import { useSortTexts } from './use-sort-texts';

/** The survey's questions in order: add by type, open one to edit, drag or move, copy, delete. */
export function QuestionsPanel({ kind }: { kind: TSurveyKind }) {
  const { t } = useTranslation('surveys');
  const sortTexts = useSortTexts();
  const { control, getValues, setFocus } = useFormContext<SurveyFormValues>();
  const questions = useFieldArray({ control, name: 'content.questions', keyName: 'key' });
  const { errors, submitCount } = useFormState({ control });
  // The open question, by its id: a save resets the form and gives the list new keys.
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Adding takes the dialog away at once, so its closing does not give the focus back to
  // "Add a question" after the new question's title took it; Cancel lets it close as usual.
  const [addMounted, setAddMounted] = useState(false);
  const [focusTitle, setFocusTitle] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ index: number; rules: number } | null>(null);
  const [said, setSaid] = useState('');
  const { fields } = questions;

  // A failed save opens the first question that holds a message, so the message can be seen.
  const wrong = errors.content?.questions as unknown[] | undefined;
  const firstWrong = Array.isArray(wrong) ? wrong.findIndex(Boolean) : -1;
  const firstWrongId = firstWrong >= 0 ? fields[firstWrong]?.id : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a save was tried
  useEffect(() => {
    if (submitCount && firstWrongId) setOpenId(firstWrongId);
  }, [submitCount]);

  // A question just added opens, then its title takes the focus.
  const focusId = focusTitle === null ? undefined : fields[focusTitle]?.id;
  useEffect(() => {
    if (focusTitle === null || !focusId) return;
    if (openId !== focusId) {
      setOpenId(focusId);
      return;
    }
    setFocus(`content.questions.${focusTitle}.title`);
    setFocusTitle(null);
  }, [focusTitle, focusId, openId, setFocus]);

  const add = (type: TQuestionType) => {
    setAdding(false);
    setAddMounted(false);
    const question = makeQuestion(type, t(`types.${type}.example`), (number) =>
      t('variants.numbered', { number }),
    );
    questions.append(question as never, { shouldFocus: false });
    setFocusTitle(fields.length);
    setSaid(t('question.added', { type: t(`types.${type}.name`), number: fields.length + 1 }));
  };
  const remove = (index: number) => {
    const all = getValues('content.questions');
    const question = all[index];
    if (!question) return;
    questions.replace(withoutQuestion(all, question.id) as never);
    setSaid(t('question.deleted', { number: index + 1 }));
  };
  const askRemove = (index: number) => {
    const question = getValues(`content.questions.${index}`) as TSurveyQuestion;
    const rules = rulesUsing(getValues('content.questions'), question.id);
    if (rules) setDeleting({ index, rules });
    else remove(index);
  };
  const move = (from: number, to: number) => {
    questions.move(from, to);
    setSaid(t('question.moved', { from: from + 1, to: to + 1 }));
  };

  const types = addableTypes(kind, getValues('content.questions') ?? [], QUESTION_TYPES);
  const addButton = (
    <Button
      type="button"
      icon="pi pi-plus"
      label={t('add.button')}
      onClick={() => {
        setAddMounted(true);
        setAdding(true);
      }}
    />
  );

  return (
    <div className="gl-survey-questions">
      {fields.length === 0 ? (
        <EmptyState
          icon="pi pi-list"
          title={t('questions.emptyTitle')}
          message={t('questions.emptyMessage')}
        />
      ) : (
        <SortableList
          className="gl-survey-list"
          aria-labelledby="survey-questions"
          items={fields.map((field, index) => ({
            id: field.key,
            title: t('question.numbered', { number: index + 1 }),
          }))}
          texts={sortTexts}
          onReorder={(_ids, { from, to }) => move(from, to)}
          renderItem={(_item, index) => {
            const id = fields[index]?.id ?? null;
            return (
              <QuestionCard
                kind={kind}
                index={index}
                count={fields.length}
                open={id !== null && openId === id}
                onToggle={() => setOpenId(openId === id ? null : id)}
                onMove={move}
                onDuplicate={() => {
                  const copy = copyQuestion(getValues(`content.questions.${index}`) as TSurveyQuestion);
                  questions.insert(index + 1, copy as never, { shouldFocus: false });
                  setSaid(t('question.duplicated', { number: index + 1 }));
                }}
                onDelete={() => askRemove(index)}
              />
            );
          }}
        />
      )}
      <div className="gl-survey-questions__add">{addButton}</div>
      <p className="gl-visually-hidden" aria-live="polite">
        {said}
      </p>
      {addMounted ? (
        <AddQuestionDialog visible={adding} types={types} onAdd={add} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('question.deleteTitle', { number: (deleting?.index ?? 0) + 1 })}
        message={t('question.deleteRules', { count: deleting?.rules ?? 0 })}
        confirmLabel={t('question.deleteShort')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          if (deleting) remove(deleting.index);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
