import type { TSalesSummary } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { type Headline, HeadlineCards, relativeChange } from '../headline-cards';
import type { Figures } from '../use-figures';

/** Orders, revenue, average ticket and tips of one currency, each against the period before. */
export function SalesCards({
  summary,
  currency,
  figures,
}: {
  summary: TSalesSummary;
  currency: string;
  figures: Figures;
}) {
  const { t } = useTranslation('statistics');
  const entry = summary.currencies.find((c) => c.currency === currency) ?? summary.currencies[0];
  if (!entry) return null;
  const { current, previous } = entry;
  const money = (minor: number) => figures.money(minor, entry.currency);
  const change = (now: number | null, before: number | null) =>
    relativeChange(now, before, figures.changePercent);
  const items: Headline[] = [
    {
      id: 'orders',
      label: t('sales.orders'),
      icon: 'pi pi-shopping-bag',
      value: figures.number(current.orders),
      change: change(current.orders, previous.orders),
    },
    {
      id: 'revenue',
      label: t('sales.revenue'),
      icon: 'pi pi-wallet',
      value: money(current.revenue),
      change: change(current.revenue, previous.revenue),
    },
    {
      id: 'averageTicket',
      label: t('sales.averageTicket'),
      icon: 'pi pi-receipt',
      value: current.averageTicket === null ? '—' : money(current.averageTicket),
      change: change(current.averageTicket, previous.averageTicket),
    },
    {
      id: 'tips',
      label: t('sales.tips'),
      icon: 'pi pi-heart',
      value: money(current.tips),
      change: change(current.tips, previous.tips),
    },
  ];
  return (
    <HeadlineCards
      items={items}
      previousLabel={t('change.since', { period: figures.range(summary.previous.from, summary.previous.to) })}
    />
  );
}
