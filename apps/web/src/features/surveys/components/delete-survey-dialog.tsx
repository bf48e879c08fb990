import type { TSurveyKind } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useDeleteSurvey } from '../api/delete-survey';
import { useIsolate } from './use-isolate';

export interface DeleteSurveyDialogProps {
  kind: TSurveyKind;
  /** The survey asked about; null while the dialog is closed. */
  survey: { slug: string; title: string; answersCount: number } | null;
  onClose: () => void;
  /** After it is gone (the builder leaves for the list). */
  onDeleted?: () => void;
}

/** Asks before a survey goes with its answers, deletes it and says so. */
export function DeleteSurveyDialog({ kind, survey, onClose, onDeleted }: DeleteSurveyDialogProps) {
  const { t } = useTranslation('surveys');
  const toast = useToast();
  const remove = useDeleteSurvey(kind);
  const isolate = useIsolate();
  const title = isolate(survey?.title ?? '');
  return (
    <ConfirmDialog
      open={survey !== null}
      title={t('delete.title', { title })}
      message={t('delete.message', { count: survey?.answersCount ?? 0 })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      onConfirm={async () => {
        if (!survey) return;
        await remove.mutateAsync(survey.slug);
        toast.success(t('delete.done', { title }));
        onDeleted?.();
      }}
      onClose={onClose}
    />
  );
}
