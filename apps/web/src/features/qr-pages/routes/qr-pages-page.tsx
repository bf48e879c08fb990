import type { TQrInfoPage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { useQrPageList } from '../api/list-qr-pages';
import { CreatePageDialog } from '../components/list/create-page-dialog';
import { QrPageTable } from '../components/list/qr-page-table';
import { SectionTabs } from '../components/section-tabs';
import { useIsolate } from '../components/use-isolate';
import { QR_PERMISSION, qrPagePath } from '../paths';
import '../components/qr-pages.css';

/** /user/app/qr-pages: the company's QR pages, "New QR page", and the way to the bookings. */
export function QrPagesPage() {
  const { t } = useTranslation('qr-pages');
  return (
    <RequirePermission permission={QR_PERMISSION} namespace="qr-pages">
      <header className="gl-page-header">
        <h1 id="qr-pages-heading">{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <SectionTabs />
      <QrPagesBody />
    </RequirePermission>
  );
}

function QrPagesBody() {
  const { t } = useTranslation('qr-pages');
  const toast = useToast();
  const navigate = useNavigate();
  const pages = useQrPageList();
  const isolate = useIsolate();
  const [creating, setCreating] = useState(false);

  if (!pages.data)
    return <QueryState query={pages} loadingLabel={t('list.loading')} errorTitle={t('list.loadError')} />;

  const onCreated = (page: TQrInfoPage) => {
    setCreating(false);
    toast.success(t('create.done', { title: isolate(page.title) }));
    navigate(qrPagePath(page.slug));
  };
  const createButton = (
    <Button type="button" icon="pi pi-plus" label={t('create.button')} onClick={() => setCreating(true)} />
  );
  const items = pages.data.items;

  return (
    <>
      {items.length === 0 ? (
        <div className="gl-panel">
          <EmptyState
            icon="pi pi-qrcode"
            title={t('list.emptyTitle')}
            message={t('list.emptyMessage')}
            action={createButton}
          />
        </div>
      ) : (
        <section className="gl-panel" aria-labelledby="qr-pages-heading">
          <div className="gl-qr-toolbar">
            <p className="gl-qr-muted">{t('list.total', { count: items.length })}</p>
            {createButton}
          </div>
          <QrPageTable pages={items} />
        </section>
      )}
      <CreatePageDialog visible={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </>
  );
}
