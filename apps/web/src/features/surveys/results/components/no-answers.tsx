import type { TSurvey } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { EmptyState } from '@/components/ui';
import { copyText } from '@/lib/clipboard';
import { useToast } from '@/lib/toast';
import type { ResultsWords } from './use-results-words';

/**
 * Nothing to show: for the filters chosen (with a way to clear them), or at all yet (with the
 * link to share, once the survey is published).
 */
export function NoAnswers({
  survey,
  filtered,
  onClear,
  words,
}: {
  survey: TSurvey;
  filtered: boolean;
  onClear(): void;
  words: ResultsWords;
}) {
  const { t } = words;
  if (filtered)
    return (
      <div className="gl-panel">
        <EmptyState
          icon="pi pi-filter"
          title={t('empty.filteredTitle')}
          message={t('empty.filteredMessage')}
          action={<Button type="button" outlined label={t('filters.clear')} onClick={onClear} />}
        />
      </div>
    );
  return (
    <div className="gl-panel">
      <EmptyState
        icon="pi pi-inbox"
        title={t('empty.title')}
        message={survey.isActive ? t('empty.message') : t('empty.unpublished')}
        action={survey.isActive ? <ShareLink path={survey.publicPath} words={words} /> : null}
      />
    </div>
  );
}

/** The public page's address: copied for sharing, or opened to see what guests see. */
export function ShareLink({ path, words }: { path: string; words: ResultsWords }) {
  const { t } = words;
  const toast = useToast();
  const url = new URL(path, window.location.origin).href;
  return (
    <div className="gl-results-share">
      <Button
        type="button"
        icon="pi pi-copy"
        label={t('empty.copy')}
        onClick={async () => {
          if (await copyText(url)) toast.success(t('empty.copied'));
          else toast.error(t('empty.copyFailed'), url);
        }}
      />
      <a className="p-button p-button-outlined gl-link-button" href={url} target="_blank" rel="noreferrer">
        <span className="pi pi-external-link" aria-hidden="true" />
        <span>{t('empty.open')}</span>
      </a>
    </div>
  );
}
