import { Button } from 'primereact/button';
import { EmptyState } from '@/components/ui';
import { ShareLink } from './no-answers';
import type { ResultsWords } from './use-results-words';

/**
 * An e-NPS survey with fewer answers than its anonymity threshold: no figure at all, only from
 * how many answers the results appear (and the link to share while nobody has answered).
 */
export function EnpsHidden({
  threshold,
  share,
  onClear,
  words,
}: {
  threshold: number | null;
  /** The public page, to share. */
  share: string | null;
  /** Filters are chosen: the whole period may hold enough answers. */
  onClear: (() => void) | null;
  words: ResultsWords;
}) {
  const { t } = words;
  return (
    <div className="gl-panel">
      <EmptyState
        icon="pi pi-eye-slash"
        title={t('enps.hiddenTitle')}
        message={
          threshold === null
            ? t('enps.hiddenMessageDefault')
            : t('enps.hiddenMessage', { n: words.number(threshold) })
        }
        action={
          onClear ? (
            <Button type="button" outlined label={t('filters.clear')} onClick={onClear} />
          ) : share ? (
            <ShareLink path={share} words={words} />
          ) : null
        }
      />
    </div>
  );
}
