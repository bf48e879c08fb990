import type { TSurvey } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSetSurveyPublished } from '../api/update-survey';
import { useIsolate } from './use-isolate';

/** Published or draft, saved at once: guests can open a published survey only. */
export function PublishSwitch({
  survey,
  compact,
}: {
  survey: Pick<TSurvey, 'id' | 'kind' | 'slug' | 'title' | 'isActive'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('surveys');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const publish = useSetSurveyPublished(survey);
  const isolate = useIsolate();
  const id = `survey-published-${survey.id}`;
  return (
    <span className="gl-survey-publish">
      <InputSwitch
        inputId={id}
        checked={survey.isActive}
        onChange={(event) =>
          publish.mutate(Boolean(event.value), {
            onSuccess: (saved) =>
              toast.success(
                t(saved.isActive ? 'publish.on' : 'publish.off', { title: isolate(saved.title) }),
              ),
            onError: (error) => toast.error(t('publish.failed'), errorMessage(error)),
          })
        }
        aria-label={compact ? t('publish.of', { title: survey.title }) : undefined}
      />
      <label htmlFor={id}>{survey.isActive ? t('status.published') : t('status.draft')}</label>
    </span>
  );
}
