import { ORDER_STATUSES } from '@guestloop/contracts';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { ClearFiltersButton, DayRangeFilter, FilterSelect } from '@/components/ui';
import { isFiltered, type OrdersFilter } from './filters';
import { useOrderWords } from './order-words';

export interface OrdersToolbarProps {
  value: OrdersFilter;
  menus: readonly { slug: string; title: string }[];
  number: string;
  onNumber(text: string): void;
  onChange(next: OrdersFilter): void;
}

/** Find an order by number, or filter by status, payment, menu and days. */
export function OrdersToolbar({ value, menus, number, onNumber, onChange }: OrdersToolbarProps) {
  const { t, status } = useOrderWords();
  const change = (patch: Partial<OrdersFilter>) => onChange({ ...value, ...patch, page: 1 });

  return (
    <div className="gl-orders-toolbar">
      <label htmlFor="orders-number" className="gl-visually-hidden">
        {t('filters.number')}
      </label>
      <IconField iconPosition="left" className="gl-orders-toolbar__number">
        <InputIcon className="pi pi-hashtag" />
        <InputText
          id="orders-number"
          type="search"
          inputMode="numeric"
          value={number}
          placeholder={t('filters.numberPlaceholder')}
          onChange={(event) => onNumber(event.target.value.replace(/[^\d]/g, ''))}
        />
      </IconField>
      <FilterSelect
        inputId="orders-status"
        label={t('filters.status')}
        value={value.status}
        options={[
          { value: 'open' as const, label: t('filters.open') },
          ...ORDER_STATUSES.map((item) => ({ value: item, label: status(item) })),
        ]}
        placeholder={t('filters.allStatuses')}
        onChange={(next) => change({ status: next })}
        className="gl-orders-toolbar__filter"
      />
      <FilterSelect
        inputId="orders-paid"
        label={t('filters.payment')}
        value={value.paid}
        options={[
          { value: 'true' as const, label: t('payment.paid') },
          { value: 'false' as const, label: t('payment.unpaid') },
        ]}
        placeholder={t('filters.anyPayment')}
        onChange={(next) => change({ paid: next })}
        className="gl-orders-toolbar__filter"
      />
      <FilterSelect
        inputId="orders-menu"
        label={t('filters.menu')}
        value={value.menu}
        options={menus.map((menu) => ({ value: menu.slug, label: menu.title }))}
        placeholder={t('filters.allMenus')}
        emptyMessage={t('filters.noMenus')}
        onChange={(next) => change({ menu: next })}
        className="gl-orders-toolbar__filter"
      />
      <DayRangeFilter
        inputId="orders-dates"
        label={t('filters.dates')}
        from={value.from}
        to={value.to}
        placeholder={t('filters.anyDate')}
        className="gl-orders-toolbar__dates"
        onChange={change}
      />
      <ClearFiltersButton
        visible={isFiltered(value)}
        label={t('filters.clear')}
        onClear={() => onChange({ status: null, paid: null, menu: null, from: null, to: null, page: 1 })}
      />
    </div>
  );
}
