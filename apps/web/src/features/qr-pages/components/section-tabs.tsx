import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { intlLocale } from '@/lib/intl';
import { useWaitingCount } from '../api/list-bookings';
import { useBookingsLive } from '../api/use-bookings-live';
import { QR_BOOKINGS_PATH, QR_PAGES_PATH } from '../paths';

/** The section's two lists: its pages, and the bookings guests made through them (with how many wait). */
export function SectionTabs() {
  const { t, i18n } = useTranslation('qr-pages');
  const waiting = useWaitingCount();
  // The count follows new requests while either list is open.
  useBookingsLive();
  return (
    <nav className="gl-qr-tabs" aria-label={t('sectionTabs.label')}>
      <NavLink end to={QR_PAGES_PATH} className="gl-qr-tabs__tab">
        <span className="pi pi-qrcode" aria-hidden="true" />
        {t('sectionTabs.pages')}
      </NavLink>
      <NavLink to={QR_BOOKINGS_PATH} className="gl-qr-tabs__tab">
        <span className="pi pi-calendar" aria-hidden="true" />
        {t('sectionTabs.bookings')}
        {waiting ? (
          <>
            <span className="gl-qr-count" aria-hidden="true">
              {new Intl.NumberFormat(intlLocale(i18n.language)).format(waiting)}
            </span>
            {/* Read as "Bookings, 3 waiting"; the space is for the name only (a flex item's gap on screen). */}{' '}
            <span className="gl-visually-hidden">{t('sectionTabs.waiting', { count: waiting })}</span>
          </>
        ) : null}
      </NavLink>
    </nav>
  );
}
