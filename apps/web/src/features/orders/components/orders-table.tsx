import type { TOrder } from '@guestloop/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOrderWords } from './order-words';
import { OrderStatusTag, PaidTag } from './status-tag';

export interface OrdersTableProps {
  orders: readonly TOrder[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  menuTitle(slug: string): string;
  /** Orders that just arrived: highlighted for a moment. */
  fresh?: ReadonlySet<string>;
  onPage(page: number): void;
  empty: ReactNode;
}

export const orderPath = (slug: string) => `/user/app/orders/${encodeURIComponent(slug)}`;

function summary(order: TOrder): string {
  return order.lines.map((line) => `${line.quantity}× ${line.title}`).join(', ');
}

/** One page of orders; a row opens the order. */
export function OrdersTable({
  orders,
  total,
  page,
  pageSize,
  loading,
  menuTitle,
  fresh,
  onPage,
  empty,
}: OrdersTableProps) {
  const words = useOrderWords();
  const { t } = words;
  const navigate = useNavigate();

  const number = (order: TOrder) => (
    <div className="gl-orders-number">
      <Link to={orderPath(order.slug)} aria-label={t('table.open', { number: order.number })}>
        #{order.number}
      </Link>
      <time dateTime={order.createdAt}>{words.when(order.createdAt)}</time>
    </div>
  );
  const place = (order: TOrder) => (
    <div className="gl-orders-place">
      <span>{words.where(order)}</span>
      <span className="gl-orders-muted">{menuTitle(order.menuSlug)}</span>
    </div>
  );

  return (
    <DataTable
      className="gl-orders-table"
      value={[...orders]}
      dataKey="id"
      lazy
      loading={loading}
      paginator={total > pageSize}
      rows={pageSize}
      first={(page - 1) * pageSize}
      totalRecords={total}
      onPage={(event) => onPage((event.page ?? 0) + 1)}
      paginatorTemplate="PrevPageLink PageLinks NextPageLink CurrentPageReport"
      currentPageReportTemplate={t('table.pageReport')}
      emptyMessage={empty}
      responsiveLayout="stack"
      breakpoint="768px"
      aria-label={t('table.label')}
      rowHover
      onRowClick={(event) => navigate(orderPath((event.data as TOrder).slug))}
      rowClassName={(order: TOrder) =>
        fresh?.has(order.id) ? 'gl-orders-row gl-orders-row--fresh' : 'gl-orders-row'
      }
    >
      <Column header={t('table.order')} body={number} />
      <Column header={t('table.where')} body={place} />
      <Column
        header={t('table.items')}
        body={(order: TOrder) => <span className="gl-orders-items">{summary(order)}</span>}
      />
      <Column
        header={t('table.total')}
        body={(order: TOrder) => <span className="gl-orders-total">{words.money(order, order.total)}</span>}
      />
      <Column
        header={t('table.payment')}
        body={(order: TOrder) => <PaidTag paid={order.paid} cashAsked={Boolean(order.cashRequestedAt)} />}
      />
      <Column header={t('table.status')} body={(order: TOrder) => <OrderStatusTag status={order.status} />} />
    </DataTable>
  );
}
