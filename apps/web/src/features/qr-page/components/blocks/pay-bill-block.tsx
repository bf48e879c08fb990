import { INTL_LOCALES, type TTableBill } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useTableBill } from '../../api/table-bill';
import type { PublicBlockOf } from '../../model/blocks';
import { clockTime } from '../../model/dates';
import { formatMoney } from '../../model/money';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { BlockError, BlockLoading } from './block-states';
import { InfoCard } from './info-card';
import { TrackedLink } from './link-button';

type BillOrder = TTableBill['orders'][number];

/** The guest's payment of one order: the existing checkout of the menu it was placed from. */
export const checkoutHref = (order: Pick<BillOrder, 'menuSlug' | 'slug'>) =>
  `/user/online-menu/${encodeURIComponent(order.menuSlug)}/${encodeURIComponent(order.slug)}/checkout`;

function OrderCard({ order, bill, blockId }: { order: BillOrder; bill: TTableBill; blockId: string }) {
  const { t, i18n } = useTranslation('guest-qr');
  const { timeZone } = useQrPage();
  const language = currentLanguage(i18n.language);
  const money = (minor: number) => formatMoney(minor, bill.currency, language);
  const id = useId();
  const placed = clockTime(order.createdAt, INTL_LOCALES[language], timeZone);
  return (
    <article className="qp-bill__order" aria-labelledby={id}>
      <header className="qp-bill__head">
        <h3 id={id} className="qp-bill__number">
          {t('bill.order', { number: order.number })}
        </h3>
        <span className="qp-bill__time">{t('bill.placed', { time: placed })}</span>
      </header>
      <ul className="qp-bill__lines">
        {order.lines.map((line, index) => (
          // Lines have no id of their own; their place in the order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="qp-bill__line">
            <span className="qp-bill__item">
              <span className="qp-bill__quantity">{t('bill.quantity', { quantity: line.quantity })}</span>{' '}
              <bdi>{line.title}</bdi>
              {line.option ? (
                <span className="qp-bill__option">
                  {' '}
                  (<bdi>{line.option}</bdi>)
                </span>
              ) : null}
            </span>
            <span className="qp-bill__sum">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <p className="qp-bill__order-total">
        <span>{t('bill.orderTotal')}</span> <strong>{money(order.total)}</strong>
      </p>
      <TrackedLink className="qp-button qp-button--small" href={checkoutHref(order)} blockId={blockId}>
        <span className="qp-button__icon">
          <Icon name="card" />
        </span>
        <span className="qp-button__label">
          {t('bill.pay', { amount: money(order.total) })}{' '}
          <span className="gl-visually-hidden">{t('bill.payFor', { number: order.number })}</span>
        </span>
      </TrackedLink>
    </article>
  );
}

function TableBill({ blockId, tableId }: { blockId: string; tableId: string }) {
  const { t, i18n } = useTranslation('guest-qr');
  const bill = useTableBill(tableId);
  if (bill.data === undefined) {
    return bill.error ? (
      <BlockError error={bill.error} retry={() => void bill.refetch()} />
    ) : (
      <BlockLoading label={t('bill.loading')} />
    );
  }
  const data = bill.data;
  const language = currentLanguage(i18n.language);
  return (
    <>
      {data.orders.length === 0 ? (
        <p className="qp-info__text">{t('bill.nothing')}</p>
      ) : (
        <>
          <ul className="qp-bill">
            {data.orders.map((order) => (
              <li key={order.slug}>
                <OrderCard order={order} bill={data} blockId={blockId} />
              </li>
            ))}
          </ul>
          {data.orders.length > 1 ? (
            <p className="qp-bill__total">
              <span>{t('bill.total')}</span>{' '}
              <strong>{formatMoney(data.total, data.currency, language)}</strong>
            </p>
          ) : null}
          <p className="qp-info__note">{t('bill.payEach')}</p>
        </>
      )}
      <button
        type="button"
        className="qp-button qp-button--small qp-button--quiet"
        disabled={bill.isFetching}
        onClick={() => void bill.refetch()}
      >
        <span className="qp-button__icon">
          <Icon name="refresh" />
        </span>
        <span className="qp-button__label">{bill.isFetching ? t('bill.refreshing') : t('bill.refresh')}</span>
      </button>
      <p className="qp-info__note" role="status">
        {bill.isRefetchError ? t('bill.refreshFailed') : ''}
      </p>
    </>
  );
}

/** The table's open orders, each with its Pay button; from elsewhere, where paying works. */
export function PayBillBlockView({ block }: { block: PublicBlockOf<'pay-bill'> }) {
  const { t } = useTranslation('guest-qr');
  const { tableId } = useQrPage();
  return (
    <InfoCard icon="card" title={block.label?.trim() || t('bill.title')} wide>
      {tableId ? (
        <TableBill blockId={block.id} tableId={tableId} />
      ) : (
        <p className="qp-info__text">{t('bill.noTable')}</p>
      )}
    </InfoCard>
  );
}
