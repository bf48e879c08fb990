import type { TSurveyKind, TSurveyResultsQuery } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ConfirmDialog, ExportButtons } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { type DeleteTarget, useDeleteAnswers } from '../api/delete-answers';
import { exportAnswers } from '../api/export-answers';
import type { ResultsWords } from './use-results-words';

export interface ResultsActionsProps {
  kind: TSurveyKind;
  slug: string;
  query: TSurveyResultsQuery;
  /** Downloads are offered while there is something (and something that may be shown) to download. */
  canExport: boolean;
  /** The survey's answers and unfinished states, all periods: what the deletions would remove. */
  hasAnswers: boolean;
  hasUnfinished: boolean;
  words: ResultsWords;
}

/** Download the filtered answers; delete every answer, or the places of those who did not finish. */
export function ResultsActions({
  kind,
  slug,
  query,
  canExport,
  hasAnswers,
  hasUnfinished,
  words,
}: ResultsActionsProps) {
  const { t } = words;
  const toast = useToast();
  const remove = useDeleteAnswers(kind, slug);
  const [asking, setAsking] = useState<DeleteTarget['what'] | null>(null);
  const confirm = async () => {
    if (asking === 'unfinished') {
      await remove.mutateAsync({ what: 'unfinished' });
      toast.success(t('delete.unfinishedDone'));
    } else {
      await remove.mutateAsync({ what: 'answers' });
      toast.success(t('delete.allDone'));
    }
  };
  return (
    <div className="gl-results-actions">
      {canExport ? (
        <ExportButtons
          texts={{
            group: t('export.group'),
            csv: t('export.csv'),
            xlsx: t('export.xlsx'),
            failed: t('export.failed'),
          }}
          download={(format) => exportAnswers(kind, slug, query, format)}
        />
      ) : null}
      {hasAnswers || hasUnfinished ? (
        <div className="gl-results-actions__delete">
          {hasAnswers ? (
            <Button
              type="button"
              size="small"
              text
              severity="danger"
              icon="pi pi-trash"
              label={t('delete.all')}
              onClick={() => setAsking('answers')}
            />
          ) : null}
          {hasUnfinished ? (
            <Button
              type="button"
              size="small"
              text
              severity="danger"
              icon="pi pi-eraser"
              label={t('delete.unfinished')}
              onClick={() => setAsking('unfinished')}
            />
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'unfinished' ? t('delete.unfinishedTitle') : t('delete.allTitle')}
        message={asking === 'unfinished' ? t('delete.unfinishedMessage') : t('delete.allMessage')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
