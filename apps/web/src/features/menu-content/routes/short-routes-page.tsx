import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { useDeleteShortRoute } from '../api/delete-short-route';
import { useShortRoutes } from '../api/list-short-routes';
import { ContentList } from '../components/content-list';
import { CopyLink } from '../components/copy-link';
import { ShortRouteDialog } from '../components/short-route-dialog';
import { shortLinkPath } from '../paths';
import '../components/content.css';

/** /user/app/short-routes: short links (/s/…) to menus, pages or outside addresses. */
export function ShortRoutesPage() {
  return (
    <RequirePermission permission="content.manage" namespace="menu-content">
      <ShortRoutes />
    </RequirePermission>
  );
}

function ShortRoutes() {
  const { t } = useTranslation('menu-content');
  const toast = useToast();
  const routes = useShortRoutes();
  const remove = useDeleteShortRoute();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const dates = useConsoleDates();
  const addButton = (
    <Button type="button" icon="pi pi-plus" label={t('shortRoutes.add')} onClick={() => setCreating(true)} />
  );

  return (
    <>
      <ContentList
        heading={t('shortRoutes.heading')}
        lead={t('shortRoutes.lead')}
        query={routes}
        addButton={addButton}
        empty={{
          icon: 'pi pi-link',
          title: t('shortRoutes.emptyTitle'),
          message: t('shortRoutes.emptyMessage'),
        }}
        listLabel={t('shortRoutes.listLabel')}
        itemKey={(route) => route.slug}
        renderItem={(route) => (
          <>
            <div className="gl-mc-item__main">
              <h2 className="gl-mc-item__title gl-mc-item__title--mono">/s/{route.slug}</h2>
              <span className="gl-mc-muted">
                {t('shortRoutes.created', { date: dates.format(route.createdAt, 'date') })}
              </span>
            </div>
            <p className="gl-mc-target">
              <span className="pi pi-arrow-right" aria-hidden="true" />
              <span className="gl-visually-hidden">{t('shortRoutes.leadsTo')} </span>
              <span className="gl-mc-target__path">{route.data.path}</span>
            </p>
            <CopyLink path={shortLinkPath(route.slug)} name={`/s/${route.slug}`} />
            <div className="gl-mc-item__actions">
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                size="small"
                aria-label={t('shortRoutes.delete', { slug: route.slug })}
                onClick={() => setDeleting(route.slug)}
              />
            </div>
          </>
        )}
      />
      <ShortRouteDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(route) => {
          setCreating(false);
          toast.success(t('shortRoutes.createdToast', { slug: route.slug }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('shortRoutes.deleteTitle', { slug: deleting ?? '' })}
        message={t('shortRoutes.deleteMessage')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting);
          toast.success(t('shortRoutes.deleted', { slug: deleting }));
        }}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
