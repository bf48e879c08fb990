import type { TMenuPage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog, EmptyState, QueryState } from '@/components/ui';
import { useMenuTitle } from '@/entities/menus';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { useDeleteMenuPage } from '../api/delete-menu-page';
import { useMenuPages } from '../api/list-menu-pages';
import { CopyLink } from '../components/copy-link';
import { MenuBackLink } from '../components/menu-back-link';
import { PageEditorDialog } from '../components/page-editor-dialog';
import { publicPagePath } from '../paths';
import '../components/content.css';

/** /user/app/menus/:slug/pages: the menu's custom pages (about us, allergens, delivery terms…). */
export function MenuPagesPage() {
  const { slug = '' } = useParams();
  return (
    <RequirePermission permission="content.manage" namespace="menu-content">
      <MenuPages menuSlug={slug} />
    </RequirePermission>
  );
}

function MenuPages({ menuSlug }: { menuSlug: string }) {
  const { t } = useTranslation('menu-content');
  const toast = useToast();
  const title = useMenuTitle(menuSlug);
  const pages = useMenuPages(menuSlug);
  const remove = useDeleteMenuPage();
  const [editing, setEditing] = useState<TMenuPage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TMenuPage | null>(null);

  const addButton = (
    <Button type="button" icon="pi pi-plus" label={t('pages.add')} onClick={() => setEditing(null)} />
  );
  return (
    <>
      <MenuBackLink menuSlug={menuSlug} />
      <header className="gl-page-header gl-mc-header">
        <div>
          <h1>{t('pages.heading', { menu: title ?? menuSlug })}</h1>
          <p>{t('pages.lead')}</p>
        </div>
        {pages.data?.items.length ? addButton : null}
      </header>
      <QueryState
        query={pages}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-file-edit"
              title={t('pages.emptyTitle')}
              message={t('pages.emptyMessage')}
              action={addButton}
            />
          </div>
        }
      >
        {(data) => (
          <ul className="gl-mc-list" aria-label={t('pages.listLabel')}>
            {data.items.map((page) => (
              <li key={page.id} className="gl-panel gl-mc-item">
                <div className="gl-mc-item__main">
                  <h2 className="gl-mc-item__title">{page.title}</h2>
                  <Tag
                    value={page.isPublished ? t('pages.publishedTag') : t('pages.draftTag')}
                    severity={page.isPublished ? 'success' : 'secondary'}
                  />
                </div>
                <CopyLink path={publicPagePath(menuSlug, page.slug)} name={page.title} />
                <div className="gl-mc-item__actions">
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    label={t('actions.edit')}
                    outlined
                    size="small"
                    aria-label={t('pages.edit', { title: page.title })}
                    onClick={() => setEditing(page)}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    severity="danger"
                    size="small"
                    aria-label={t('pages.delete', { title: page.title })}
                    onClick={() => setDeleting(page)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <PageEditorDialog
        menuSlug={menuSlug}
        page={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(page) => {
          setEditing(undefined);
          toast.success(t('pages.saved', { title: page.title }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('pages.deleteTitle', { title: deleting?.title ?? '' })}
        message={t('pages.deleteMessage')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ menuSlug, pageSlug: deleting.slug });
          toast.success(t('pages.deleted', { title: deleting.title }));
        }}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
