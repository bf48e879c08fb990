import { useTranslation } from 'react-i18next';
import { SaveActions } from '@/components/ui';

/** Why the last save or create failed, above the form's fields (nothing while it has not). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="gl-metrics-alert" role="alert">
      {message}
    </p>
  );
}

/** A ratings form's save bar (unsaved note, Discard, Save) in the section's words. */
export function MetricSaveActions({
  dirty,
  saving,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('metrics');
  return (
    <SaveActions
      dirty={dirty}
      saving={saving}
      onDiscard={onDiscard}
      texts={{ unsaved: t('editor.unsaved'), discard: t('editor.discard'), save: t('actions.save') }}
    />
  );
}
