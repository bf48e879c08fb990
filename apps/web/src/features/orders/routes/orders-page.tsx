import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, NoAccess, PageLoader, QueryState } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { RequirePermission, useCan } from '@/entities/permissions';
import { useWaiterHome } from '@/entities/waiter-calls';
import { ApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOrderByNumber } from '../api/find-order-by-number';
import { useOrders } from '../api/list-orders';
import { useOrdersLive } from '../api/use-orders-live';
import { VIEW_ORDERS } from '../components/access';
import { BoardsPanel } from '../components/boards-panel';
import {
  filterFromSearch,
  filterToSearch,
  isFiltered,
  type OrdersFilter,
  PAGE_SIZE,
  toOrdersQuery,
} from '../components/filters';
import { OrdersTable } from '../components/orders-table';
import { OrdersToolbar } from '../components/orders-toolbar';
import '../components/orders.css';

/** /user/app/orders: the order history with filters, and the way to each menu's live board. */
export function OrdersPage() {
  return (
    <RequirePermission permission={VIEW_ORDERS} namespace="orders">
      <OrdersScreen />
    </RequirePermission>
  );
}

function OrdersScreen() {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const [number, setNumber] = useState('');
  const settledNumber = useDebouncedValue(number);
  const wanted = settledNumber ? Number(settledNumber) : null;
  const orders = useOrders(toOrdersQuery(filter));
  const live = useOrdersLive();
  const found = useOrderByNumber(wanted);
  const listsMenus = useCan('menus.manage');
  const menus = useMenuList({ enabled: listsMenus });
  // Serving staff cannot list menus: the boards they may open come with the menus' titles.
  const boards = useWaiterHome(!listsMenus);

  const menuChoices = useMemo(() => {
    const listed = (menus.data?.items ?? boards.data?.boards ?? []).map((menu) => ({
      slug: menu.slug,
      title: menu.title,
    }));
    // A menu seen only in the orders (switched off since) keeps its address as its name.
    const seen = new Set((orders.data?.items ?? []).map((order) => order.menuSlug));
    if (filter.menu) seen.add(filter.menu);
    const known = new Set(listed.map((menu) => menu.slug));
    const others = listsMenus ? [] : [...seen].filter((slug) => !known.has(slug));
    return [...listed, ...others.map((slug) => ({ slug, title: slug }))];
  }, [menus.data, boards.data, orders.data, filter.menu, listsMenus]);
  const menuTitle = (slug: string) => menuChoices.find((menu) => menu.slug === slug)?.title ?? slug;

  const change = (next: OrdersFilter) => setSearch(filterToSearch(next), { replace: true });

  if (orders.error instanceof ApiError && orders.error.status === 403) return <NoAccess namespace="orders" />;

  const byNumber = wanted !== null;
  const rows = byNumber ? (found.data ? [found.data] : []) : (orders.data?.items ?? []);
  const filtered = isFiltered(filter);
  const empty = byNumber ? (
    <EmptyState
      icon="pi pi-search"
      title={t('empty.numberTitle', { number: wanted })}
      message={t('empty.numberMessage')}
    />
  ) : (
    <EmptyState
      icon={filtered ? 'pi pi-filter' : 'pi pi-shopping-bag'}
      title={filtered ? t('empty.filteredTitle') : t('empty.title')}
      message={filtered ? t('empty.filteredMessage') : t('empty.message')}
    />
  );

  return (
    <>
      <header className="gl-page-header">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <BoardsPanel menus={menuChoices} />
      <p className="gl-visually-hidden" aria-live="polite">
        {live.latest ? t('live.newOrder', { number: live.latest.number }) : ''}
      </p>
      <section className="gl-panel gl-orders-panel" aria-label={t('table.label')}>
        <OrdersToolbar
          value={filter}
          menus={menuChoices}
          number={number}
          onNumber={setNumber}
          onChange={change}
        />
        <QueryState query={orders} loadingLabel={t('loading')} errorTitle={t('loadError')}>
          {() =>
            byNumber && found.isLoading ? (
              <PageLoader label={t('loading')} />
            ) : (
              <OrdersTable
                orders={rows}
                total={byNumber ? rows.length : (orders.data?.total ?? 0)}
                page={byNumber ? 1 : filter.page}
                pageSize={PAGE_SIZE}
                loading={orders.isFetching && orders.isPlaceholderData}
                menuTitle={menuTitle}
                fresh={live.fresh}
                onPage={(page) => change({ ...filter, page })}
                empty={empty}
              />
            )
          }
        </QueryState>
      </section>
    </>
  );
}
