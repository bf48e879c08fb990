import type { TOrder, TOrderStatus } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { formatPrice } from '@/lib/currency';

/** The console's words for an order's status, place, money and times, in the UI language. */
export function useOrderWords() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const dates = useConsoleDates();
  const status = useCallback((value: TOrderStatus) => t(`status.${value}`), [t]);
  const where = useCallback(
    (order: Pick<TOrder, 'type' | 'tableLabel'>) => {
      if (order.type === 'table') {
        return order.tableLabel ? t('where.table', { table: order.tableLabel }) : t('where.tableUnknown');
      }
      return t(`where.${order.type}`);
    },
    [t],
  );
  const money = useCallback(
    (order: Pick<TOrder, 'currency'>, amount: number) => formatPrice(amount, order.currency, language),
    [language],
  );
  const dateTime = useCallback((iso: string) => dates.format(iso, 'dateTime'), [dates]);
  /** In a list: the time for today's orders, else the day and time (and the year if not this one). */
  const when = useCallback((iso: string) => dates.when(iso), [dates]);
  const method = useCallback(
    (value: string | null) => (value === 'cash' || value === 'card' ? t(`payment.${value}`) : value),
    [t],
  );
  return { t, status, where, money, dateTime, when, method };
}
