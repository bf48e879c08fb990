import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState, PageLoader, PublicShell, UnavailableState } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useShortLink } from '../api/resolve-short-link';

/** /s/:slug: resolves the short route and replaces the history entry with its target. */
export function ShortLinkPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const link = useShortLink(slug);
  const target = link.data;

  useEffect(() => {
    if (!target) return;
    if (target.startsWith('/')) void navigate(target, { replace: true });
    else window.location.replace(target);
  }, [target, navigate]);

  if (link.isPending || target) {
    return (
      <PublicShell hideLanguage>
        <PageLoader label={t('app.redirecting')} />
      </PublicShell>
    );
  }
  const gone = target === null || (link.error instanceof ApiError && link.error.status === 404);
  return (
    <PublicShell>
      {gone ? (
        <UnavailableState
          icon="pi pi-link"
          title={t('unavailable.link.title')}
          message={t('unavailable.link.message')}
        />
      ) : (
        <div className="gl-card gl-card--state">
          <ErrorState message={errorMessage(link.error)} onRetry={() => void link.refetch()} />
        </div>
      )}
    </PublicShell>
  );
}
