import type { TSyrveProducts } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useRefreshProducts } from '../api/get-products';

interface MappingHeaderProps {
  slug: string;
  q: string;
  menuTitle: string | undefined;
  data: TSyrveProducts;
}

/** The page's head: what it is for, when the products were fetched, and fetching them again. */
export function MappingHeader({ slug, q, menuTitle, data }: MappingHeaderProps) {
  const { t } = useTranslation('syrve');
  const dates = useConsoleDates();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const refresh = useRefreshProducts(slug, q);
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (answer) => {
        if (!answer.fetchError) toast.success(t('page.refreshed'));
      },
      onError: (error) => toast.error(t('page.loadError'), errorMessage(error)),
    });

  return (
    <>
      <header className="gl-page-header gl-syrve-header">
        <div>
          <h1>{t('title')}</h1>
          <p>
            {menuTitle ? <strong dir="auto">{menuTitle}</strong> : <strong dir="ltr">/{slug}</strong>} ·{' '}
            {t('page.lead')}
          </p>
        </div>
        {data.connected ? (
          <Button
            type="button"
            outlined
            icon="pi pi-refresh"
            label={t('page.refresh')}
            loading={refresh.isPending}
            onClick={onRefresh}
          />
        ) : null}
      </header>
      {data.connected ? (
        <p className="gl-syrve-meta" aria-live="polite">
          {data.fetchedAt
            ? t('page.fetchedAt', { when: dates.when(data.fetchedAt) })
            : t('page.neverFetched')}
        </p>
      ) : null}
      {data.fetchError ? (
        <p className="gl-syrve-alert" role="alert">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
          {t('page.fetchError', { message: data.fetchError.message })}
        </p>
      ) : null}
    </>
  );
}
