import type { TOrder, TOrderStatus } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useConsoleDates } from '@/entities/company';
import { formatPrice } from '@/lib/currency';
import { type BoardAccess, formatAge, isLate, STEP_LABELS, stepsOf, whereOf } from './board-model';

export interface OrderCardProps {
  order: TOrder;
  now: number;
  access: BoardAccess;
  /** Just arrived: the card flashes. */
  fresh: boolean;
  busy: boolean;
  onStep(status: TOrderStatus): void;
  onCancel(): void;
  onMarkPaid(): void;
}

const WHERE_ICONS: Record<TOrder['type'], string> = {
  table: 'pi-table',
  pickup: 'pi-shopping-bag',
  delivery: 'pi-car',
};

const money = (order: TOrder, amount: number) => formatPrice(amount, order.currency, 'en');

function deliveryAddress(order: TOrder): string | null {
  const address = order.deliveryInfo?.address;
  return typeof address === 'string' && address ? address : null;
}

function PaymentFlags({ order }: { order: TOrder }) {
  const method = order.paymentMethod === 'card' ? 'card' : order.paymentMethod === 'cash' ? 'cash' : null;
  return (
    <div className="gl-board-flags">
      {order.paid ? (
        <span className="gl-board-flag gl-board-flag--paid">
          <span className="pi pi-check-circle" aria-hidden="true" /> Paid{method ? ` · ${method}` : ''}
        </span>
      ) : (
        <span className="gl-board-flag gl-board-flag--unpaid">Unpaid</span>
      )}
      {order.cashRequestedAt && !order.paid ? (
        <span className="gl-board-flag gl-board-flag--cash">
          <span className="pi pi-wallet" aria-hidden="true" />
          {order.paymentMethod === 'card'
            ? ' Bill asked · card terminal'
            : ` Asked for cash${order.cashAmount ? ` · pays ${money(order, order.cashAmount)}` : ''}`}
        </span>
      ) : null}
      {order.needReceipt ? <span className="gl-board-flag">Receipt</span> : null}
    </div>
  );
}

/** One order on the board: who and what, how long it has waited, and its next step. */
export function OrderCard({ order, now, access, fresh, busy, onStep, onCancel, onMarkPaid }: OrderCardProps) {
  const dates = useConsoleDates();
  const steps = stepsOf(order);
  const waiting = order.status !== 'served' && order.status !== 'delivered';
  const late = waiting && isLate(order.createdAt, now);
  const address = deliveryAddress(order);
  const classes = [
    'gl-board-card',
    `gl-board-card--${order.type}`,
    fresh ? 'is-fresh' : '',
    late ? 'is-late' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article className={classes} aria-label={`Order ${order.number}`}>
      <header className="gl-board-card__head">
        <span className="gl-board-card__number">#{order.number}</span>
        <time
          className="gl-board-card__age"
          dateTime={order.createdAt}
          title={dates.format(order.createdAt, 'dateTime')}
        >
          {formatAge(order.createdAt, now)}
        </time>
      </header>
      <span className={`gl-board-card__where gl-board-card__where--${order.type}`}>
        <span className={`pi ${WHERE_ICONS[order.type]}`} aria-hidden="true" />
        {whereOf(order)}
      </span>
      {address ? <p className="gl-board-card__address">{address}</p> : null}
      {order.type !== 'table' ? (
        <p className="gl-board-card__address">
          <span className="pi pi-clock" aria-hidden="true" />{' '}
          {order.wishedAt ? `Wanted ${dates.when(order.wishedAt)}` : 'As soon as possible'}
        </p>
      ) : null}
      {order.contact ? (
        <p className="gl-board-card__address">
          <span className="pi pi-user" aria-hidden="true" /> {order.contact.name}
          {order.contact.name && order.contact.phone ? ' · ' : null}
          {order.contact.phone ? <a href={`tel:${order.contact.phone}`}>{order.contact.phone}</a> : null}
        </p>
      ) : null}
      <ul className="gl-board-lines">
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines are fixed
          <li key={index}>
            <span className="gl-board-lines__qty">{line.quantity}×</span>
            <span className="gl-board-lines__text">
              <span className="gl-board-lines__title">{line.title}</span>
              {line.option ? <span className="gl-board-lines__option"> · {line.option}</span> : null}
              {line.addons.length > 0 ? (
                <span className="gl-board-lines__addons">
                  + {line.addons.map((addon) => addon.name).join(', ')}
                </span>
              ) : null}
              {line.note ? <span className="gl-board-lines__note">“{line.note}”</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="gl-board-card__note">
          <span className="pi pi-comment" aria-hidden="true" /> {order.note}
        </p>
      ) : null}
      <div className="gl-board-card__money">
        <span className="gl-board-card__total">
          {money(order, order.total)}
          {order.deliveryAmount > 0 ? (
            <span className="gl-board-card__fee"> incl. delivery {money(order, order.deliveryAmount)}</span>
          ) : null}
        </span>
        <PaymentFlags order={order} />
      </div>
      {access.manageOrders ? (
        <div className="gl-board-card__actions">
          {steps.primary || steps.canCancel ? (
            <div className="gl-board-card__row">
              {steps.primary ? (
                <Button
                  type="button"
                  className="gl-board-card__step"
                  label={STEP_LABELS[steps.primary]}
                  icon="pi pi-arrow-right"
                  iconPos="right"
                  size="small"
                  loading={busy}
                  onClick={() => steps.primary && onStep(steps.primary)}
                />
              ) : null}
              {steps.canCancel ? (
                <Button
                  type="button"
                  className="gl-board-card__cancel"
                  icon="pi pi-times"
                  size="small"
                  text
                  severity="danger"
                  aria-label={`Cancel order ${order.number}`}
                  title="Cancel order"
                  disabled={busy}
                  onClick={onCancel}
                />
              ) : null}
            </div>
          ) : null}
          {steps.others.length > 0 || !order.paid ? (
            <div className="gl-board-card__row">
              {steps.others.map((status) => (
                <Button
                  key={status}
                  type="button"
                  label={STEP_LABELS[status]}
                  size="small"
                  outlined
                  disabled={busy}
                  onClick={() => onStep(status)}
                />
              ))}
              {!order.paid ? (
                <Button
                  type="button"
                  label="Mark paid"
                  icon="pi pi-wallet"
                  size="small"
                  outlined
                  severity="success"
                  disabled={busy}
                  onClick={onMarkPaid}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
