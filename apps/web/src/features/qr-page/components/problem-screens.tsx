import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { Icon } from './icons';

/** A whole-page message in the app's own look (the venue's theme is not known). */
function ProblemCard({ title, children }: { title: string; children: ReactNode }) {
  const top = useRef<HTMLElement>(null);
  useEffect(() => {
    top.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="qp-problem" ref={top} tabIndex={-1} aria-labelledby="qp-problem-title">
      <span className="qp-problem__icon" aria-hidden="true">
        <Icon name="alert" />
      </span>
      <h1 id="qp-problem-title" className="qp-problem__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** 404: the page does not exist or the venue has switched it off. */
export function UnavailableScreen() {
  const { t } = useTranslation('common');
  return (
    <ProblemCard title={t('unavailable.qr.title')}>
      <p className="qp-problem__text">{t('unavailable.qr.message')}</p>
    </ProblemCard>
  );
}

/** Any other failure: what went wrong, and Try again. */
export function LoadFailedScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <ProblemCard title={t('error.loadFailed')}>
      <p className="qp-problem__text">{errorMessage(error)}</p>
      <button type="button" className="qp-problem__retry" onClick={retry}>
        {t('actions.retry')}
      </button>
    </ProblemCard>
  );
}
