import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell, UnavailableState } from '@/components/ui';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <PublicShell>
      <UnavailableState
        icon="pi pi-compass"
        title={t('notFound.title')}
        message={t('notFound.message')}
        action={
          canGoBack ? (
            <Button
              label={t('actions.back')}
              icon="pi pi-arrow-left"
              outlined
              onClick={() => void navigate(-1)}
            />
          ) : null
        }
      />
    </PublicShell>
  );
}
