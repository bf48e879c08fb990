import type { TSalesFilters, TSalesItem } from '@guestloop/contracts';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '@/components/ui';
import { useSalesItems } from '../../api/get-sales-stats';
import { ReportDownloads } from '../report-downloads';
import type { Figures } from '../use-figures';

type Rank = 'quantity' | 'revenue';

/** The best and the worst sellers of the period, by quantity sold or by revenue. */
export function Sellers({ body, figures }: { body: TSalesFilters; figures: Figures }) {
  const { t } = useTranslation('statistics');
  const [rank, setRank] = useState<Rank>('quantity');
  const query = useSalesItems({ ...body, limit: 10 });
  return (
    <section className="gl-panel gl-stats-sellers" aria-labelledby="stats-sellers">
      <div className="gl-chart__head">
        <h2 id="stats-sellers">{t('sales.sellers.title')}</h2>
        <div className="gl-chart__actions">
          <ReportDownloads what={t('sales.sellers.title')} body={{ report: 'items', filters: body }} />
        </div>
      </div>
      <div className="gl-stats-block__switch">
        <span id="stats-sellers-rank">{t('sales.sellers.rankBy')}</span>
        <SelectButton
          aria-labelledby="stats-sellers-rank"
          value={rank}
          options={(['quantity', 'revenue'] as const).map((r) => ({ value: r, label: t(`sales.${r}`) }))}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          onChange={(event) => setRank(event.value as Rank)}
          className="gl-stats-switch"
        />
      </div>
      <QueryState
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState icon="pi pi-inbox" title={t('sales.sellers.empty')} />}
      >
        {(data) => {
          const top = rank === 'quantity' ? data.topByQuantity : data.topByRevenue;
          const bottom = rank === 'quantity' ? data.bottomByQuantity : data.bottomByRevenue;
          const money = (minor: number) => figures.money(minor, data.currency);
          return (
            <div className="gl-stats-sellers__lists">
              <SellerTable caption={t('sales.sellers.top')} items={top} money={money} figures={figures} />
              <SellerTable
                caption={t('sales.sellers.bottom')}
                items={bottom}
                money={money}
                figures={figures}
              />
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

function SellerTable({
  caption,
  items,
  money,
  figures,
}: {
  caption: string;
  items: TSalesItem[];
  money: (minor: number) => string;
  figures: Figures;
}) {
  const { t } = useTranslation('statistics');
  return (
    <table className="gl-data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('sales.item')}</th>
          <th scope="col" className="gl-data-table__num">
            {t('sales.quantity')}
          </th>
          <th scope="col" className="gl-data-table__num">
            {t('sales.revenue')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.itemId ?? item.title}>
            <td>{figures.number(index + 1)}</td>
            <th scope="row" dir="auto">
              {item.title}
            </th>
            <td className="gl-data-table__num">{figures.number(item.quantity)}</td>
            <td className="gl-data-table__num">{money(item.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
