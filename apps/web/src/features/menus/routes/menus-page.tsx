import type { TMenuInfo } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { CreateMenuDialog } from '../components/create-menu-dialog';
import { MenuCards } from '../components/menu-cards';
import { menuPath } from '../paths';
import '../components/menus.css';
import '../components/menu-forms.css';

/** /user/app/menus: the company's online menus and "Create menu". */
export function MenusPage() {
  const { t } = useTranslation('menus');
  return (
    <RequirePermission permission="menus.manage" namespace="menus">
      <header className="gl-page-header">
        <h1 id="menus-heading">{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <MenusBody />
    </RequirePermission>
  );
}

function MenusBody() {
  const { t } = useTranslation('menus');
  const toast = useToast();
  const navigate = useNavigate();
  const menus = useMenuList();
  const [creating, setCreating] = useState(false);

  if (!menus.data)
    return <QueryState query={menus} loadingLabel={t('loading')} errorTitle={t('loadError')} />;

  const onCreated = (menu: TMenuInfo) => {
    setCreating(false);
    toast.success(t('create.done', { title: menu.title }));
    navigate(menuPath(menu.slug));
  };
  const createButton = (
    <Button type="button" icon="pi pi-plus" label={t('create.button')} onClick={() => setCreating(true)} />
  );
  const items = menus.data.items;

  return (
    <>
      {items.length === 0 ? (
        <div className="gl-panel">
          <EmptyState
            icon="pi pi-book"
            title={t('empty.title')}
            message={t('empty.message')}
            action={createButton}
          />
        </div>
      ) : (
        <section className="gl-panel gl-menu-list" aria-labelledby="menus-heading">
          <div className="gl-menu-toolbar">
            <p className="gl-menu-muted">{t('list.total', { count: items.length })}</p>
            {createButton}
          </div>
          <MenuCards menus={items} labelledBy="menus-heading" />
        </section>
      )}
      <CreateMenuDialog visible={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </>
  );
}
