import type { TMenuPage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui';
import { useMenuTitle } from '@/entities/menus';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { useDeleteMenuPage } from '../api/delete-menu-page';
import { useMenuPages } from '../api/list-menu-pages';
import { ContentList } from '../components/content-list';
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
      <ContentList
        heading={t('pages.heading', { menu: title ?? menuSlug })}
        lead={t('pages.lead')}
        query={pages}
        addButton={addButton}
        empty={{ icon: 'pi pi-file-edit', title: t('pages.emptyTitle'), message: t('pages.emptyMessage') }}
        listLabel={t('pages.listLabel')}
        itemKey={(page) => page.id}
        renderItem={(page) => (
          <>
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
          </>
        )}
      />
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
