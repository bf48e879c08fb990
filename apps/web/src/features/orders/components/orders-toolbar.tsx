import { ORDER_STATUSES } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { fromDay, isFiltered, type OrdersFilter, type PaidFilter, type StatusFilter, toDay } from './filters';
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
  const range = value.from ? [fromDay(value.from), value.to ? fromDay(value.to) : null] : null;

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
      <label htmlFor="orders-status" className="gl-visually-hidden">
        {t('filters.status')}
      </label>
      <Dropdown
        inputId="orders-status"
        value={value.status}
        options={[
          { value: 'open', label: t('filters.open') },
          ...ORDER_STATUSES.map((item) => ({ value: item, label: status(item) })),
        ]}
        placeholder={t('filters.allStatuses')}
        showClear
        onChange={(event) => change({ status: (event.value as StatusFilter | undefined) ?? null })}
        className="gl-orders-toolbar__filter"
      />
      <label htmlFor="orders-paid" className="gl-visually-hidden">
        {t('filters.payment')}
      </label>
      <Dropdown
        inputId="orders-paid"
        value={value.paid}
        options={[
          { value: 'true', label: t('payment.paid') },
          { value: 'false', label: t('payment.unpaid') },
        ]}
        placeholder={t('filters.anyPayment')}
        showClear
        onChange={(event) => change({ paid: (event.value as PaidFilter | undefined) ?? null })}
        className="gl-orders-toolbar__filter"
      />
      <label htmlFor="orders-menu" className="gl-visually-hidden">
        {t('filters.menu')}
      </label>
      <Dropdown
        inputId="orders-menu"
        value={value.menu}
        options={menus.map((menu) => ({ value: menu.slug, label: menu.title }))}
        placeholder={t('filters.allMenus')}
        showClear
        emptyMessage={t('filters.noMenus')}
        onChange={(event) => change({ menu: (event.value as string | undefined) ?? null })}
        className="gl-orders-toolbar__filter"
      />
      <label htmlFor="orders-dates" className="gl-visually-hidden">
        {t('filters.dates')}
      </label>
      <Calendar
        inputId="orders-dates"
        selectionMode="range"
        value={range}
        readOnlyInput
        showIcon
        showButtonBar
        maxDate={new Date()}
        placeholder={t('filters.anyDate')}
        className="gl-orders-toolbar__dates"
        onChange={(event) => {
          const [from, to] = (event.value as (Date | null)[] | null) ?? [];
          change({ from: from ? toDay(from) : null, to: to ? toDay(to) : from ? toDay(from) : null });
        }}
      />
      {isFiltered(value) ? (
        <Button
          type="button"
          text
          icon="pi pi-filter-slash"
          label={t('filters.clear')}
          onClick={() => onChange({ status: null, paid: null, menu: null, from: null, to: null, page: 1 })}
        />
      ) : null}
    </div>
  );
}
