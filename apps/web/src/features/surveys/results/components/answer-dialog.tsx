import type { TSurvey, TSurveyAnswerRow } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ConfirmDialog, Dialog, QueryState } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useDeleteAnswers } from '../api/delete-answers';
import { useAnswer } from '../api/get-answer';
import { AnswerView } from './answer-view';
import type { ResultsWords } from './use-results-words';

export interface AnswerDialogProps {
  survey: TSurvey;
  /** The row opened; null: closed. */
  row: TSurveyAnswerRow | null;
  onClose(): void;
  words: ResultsWords;
}

/** One answer read whole, with a way to delete it. */
export function AnswerDialog({ survey, row, onClose, words }: AnswerDialogProps) {
  const { t } = words;
  const toast = useToast();
  const answer = useAnswer(survey.kind, survey.slug, row?.id ?? null);
  const remove = useDeleteAnswers(survey.kind, survey.slug);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Dialog
        visible={row !== null}
        onHide={onClose}
        header={row ? t('answer.title', { when: words.dateTime(row.finishedAt) }) : ''}
        className="gl-results-answer-dialog"
        breakpoints={{ '640px': '100vw' }}
        draggable={false}
        resizable={false}
        footer={
          <Button
            type="button"
            text
            severity="danger"
            icon="pi pi-trash"
            label={t('answer.delete')}
            onClick={() => setAsking(true)}
          />
        }
      >
        <QueryState query={answer} loadingLabel={t('answer.loading')} errorTitle={t('answer.loadError')}>
          {(data) => <AnswerView questions={survey.content.questions} answer={data} words={words} />}
        </QueryState>
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t('answer.deleteTitle')}
        message={t('answer.deleteMessage')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={async () => {
          if (!row) return;
          await remove.mutateAsync({ what: 'answers', ids: [row.id] });
          toast.success(t('answer.deleted'));
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
