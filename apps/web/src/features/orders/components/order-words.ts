import { INTL_LOCALES, isLanguage, type TOrder, type TOrderStatus } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/currency';

/** The console's words for an order's status, place, money and times, in the UI language. */
export function useOrderWords() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const locale = isLanguage(language) ? INTL_LOCALES[language] : 'en';
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
  const dateTime = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [locale],
  );
  /** In a list: the time for today's orders, else the day and time (and the year if not this one). */
  const when = useCallback(
    (iso: string) => {
      const date = new Date(iso);
      const now = new Date();
      const today = date.toDateString() === now.toDateString();
      const options: Intl.DateTimeFormatOptions = today
        ? { hour: 'numeric', minute: '2-digit' }
        : {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
          };
      return new Intl.DateTimeFormat(locale, options).format(date);
    },
    [locale],
  );
  const method = useCallback(
    (value: string | null) => (value === 'cash' || value === 'card' ? t(`payment.${value}`) : value),
    [t],
  );
  return { t, status, where, money, dateTime, when, method };
}
