import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { RequirePermission } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProducts } from '../api/get-products';
import { MappingHeader } from '../components/mapping-header';
import { MenuItemsPanel } from '../components/menu-items-panel';
import { NotConnected } from '../components/not-connected';
import { ProductsPanel } from '../components/products-panel';
import { MENUS_PATH, menuEditorPath } from '../paths';
import '../components/syrve.css';

/** /user/app/menus/:slug/pos: a menu's items linked to the company's Syrve products. */
export function SyrvePage() {
  return (
    <RequirePermission permission="menus.manage" namespace="syrve">
      <SyrveBody />
    </RequirePermission>
  );
}

function SyrveBody() {
  const { t } = useTranslation('syrve');
  const { slug = '' } = useParams();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const query = useProducts(slug, q);
  const menus = useMenuList();
  const menu = menus.data?.items.find((m) => m.slug === slug);
  usePageTitle(menu ? `${t('title')} · ${menu.title}` : undefined);
  const back = <BackLink to={menuEditorPath(slug)}>{t('page.backToMenu')}</BackLink>;

  return (
    <QueryState
      query={query}
      loadingLabel={t('page.loading')}
      errorTitle={t('page.loadError')}
      aboveProblem={back}
      notFound={
        <PageState
          icon="pi pi-book"
          title={t('page.notFound')}
          message={t('page.notFoundHint')}
          action={
            <Link to={MENUS_PATH} className="p-button p-button-outlined gl-syrve-link-button">
              {t('page.allMenus')}
            </Link>
          }
        />
      }
    >
      {(data) => (
        <>
          {back}
          <MappingHeader slug={slug} q={q} menuTitle={menu?.title} data={data} />
          {data.connected ? (
            <div className="gl-syrve-columns">
              <ProductsPanel
                slug={slug}
                data={data}
                currency={menu?.currency ?? 'EUR'}
                search={search}
                onSearch={setSearch}
                q={q}
              />
              <MenuItemsPanel slug={slug} data={data} />
            </div>
          ) : (
            <NotConnected />
          )}
        </>
      )}
    </QueryState>
  );
}
