import {
  type TOpeningHours,
  type TOrder,
  todayHours,
  venueTime,
  WEEKDAYS,
  weekdayOf,
} from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from '../../components/menu-context';
import { OrderHead } from '../../components/order-head';
import { useStatusSentence } from '../../components/order-tracker';
import { orderPaths } from '../../model/order-paths';
import { OrderGate } from './order-gate';

/** Monday 2024-01-01 onwards: a date for each weekday, to name it in the UI language. */
const weekdayName = (index: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2024, 0, 1 + index));

function OpeningHours({ hours }: { hours: TOpeningHours }) {
  const { t } = useTranslation('guest-order');
  const { language, now } = useMenu();
  if (hours.kind === 'text') return <p className="gm-pickup__text">{hours.text}</p>;
  const today = weekdayOf(now);
  return (
    <dl className="gm-hours">
      {WEEKDAYS.map((day, index) => {
        const slot = hours.days[day];
        return (
          <div key={day} className={day === today ? 'gm-hours__day gm-hours__day--today' : 'gm-hours__day'}>
            <dt>{weekdayName(index, language)}</dt>
            <dd>{slot ? `${slot.open}–${slot.close}` : t('pickup.closed')}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** "Ready for pickup at 12:30": the slot the guest chose (or the earliest), on the venue's clock. */
function PickupTime({ at }: { at: string }) {
  const { t } = useTranslation('guest-order');
  const { menu, language, now } = useMenu();
  const { time, day } = venueTime(at, now, { language, currency: menu.currency, timeZone: menu.timeZone });
  return (
    <p className="gm-ticket__hint">
      {t('pickup.readyAt', { time: day ? t('checkout.timeOnDay', { day, time }) : time })}
    </p>
  );
}

function PickupView({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-order');
  const { menu, slug, now } = useMenu();
  const sentence = useStatusSentence(order);
  const { address, hours } = menu.settings.workDetails;
  const today = todayHours(hours, now);
  const ready = order.status === 'ready';
  return (
    <>
      <OrderHead order={order} title={t('pickup.title')} />
      <section
        className={ready ? 'gm-ticket gm-ticket--ready' : 'gm-ticket'}
        aria-labelledby="gm-ticket-label"
      >
        <p id="gm-ticket-label" className="gm-ticket__label">
          {t('pickup.number')}
        </p>
        <p className="gm-ticket__number">{order.number}</p>
        <p className="gm-ticket__status">{t(`status.${order.status}`)}</p>
        <p className="gm-ticket__sentence" aria-live="polite" aria-atomic="true">
          {sentence}
        </p>
        {order.wishedAt ? <PickupTime at={order.wishedAt} /> : null}
        <p className="gm-ticket__hint">{t('pickup.show')}</p>
      </section>
      <section className="gm-panel" aria-labelledby="gm-pickup-where">
        <h2 id="gm-pickup-where" className="gm-panel__title">
          <i className="pi pi-map-marker" aria-hidden="true" /> {t('pickup.where')}
        </h2>
        <p className="gm-pickup__text">{address ?? t('pickup.noAddress')}</p>
        {address ? (
          <a
            className="gm-button gm-button--secondary"
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <i className="pi pi-directions" aria-hidden="true" />
            {t('pickup.directions')}
          </a>
        ) : null}
      </section>
      {hours ? (
        <section className="gm-panel" aria-labelledby="gm-pickup-hours">
          <h2 id="gm-pickup-hours" className="gm-panel__title">
            <i className="pi pi-clock" aria-hidden="true" /> {t('pickup.hours')}
          </h2>
          {today?.kind === 'weekly' ? (
            <p className={today.openNow ? 'gm-open gm-open--yes' : 'gm-open'}>
              {today.openNow ? t('pickup.openNow') : t('pickup.closedNow')}
            </p>
          ) : null}
          <OpeningHours hours={hours} />
        </section>
      ) : null}
      <Link to={orderPaths.order(slug, order.slug)} className="gm-button gm-button--primary gm-button--wide">
        {t('pickup.orderDetails')}
      </Link>
    </>
  );
}

/** /:slug/:orderSlug/pickup — where and when to collect, and the number to show at the counter. */
export function PickupPage() {
  return <OrderGate>{({ order }) => <PickupView order={order} />}</OrderGate>;
}
