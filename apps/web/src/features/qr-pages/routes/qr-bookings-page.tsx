import type { TTableBookingList } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { RequirePermission } from '@/entities/permissions';
import { useBookings } from '../api/list-bookings';
import { useQrPageList } from '../api/list-qr-pages';
import { useBookingsLive } from '../api/use-bookings-live';
import { useBookingAnswers } from '../components/bookings/booking-answers';
import {
  type BookingsFilter,
  filterFromSearch,
  filterToSearch,
  isDefaultFilter,
  toBookingsQuery,
} from '../components/bookings/booking-filters';
import { BookingList } from '../components/bookings/booking-list';
import { type BookingWords, useBookingWords } from '../components/bookings/booking-words';
import { BookingsToolbar } from '../components/bookings/bookings-toolbar';
import { useScrollToBooking } from '../components/bookings/use-scroll-to-booking';
import { SectionTabs } from '../components/section-tabs';
import { QR_PERMISSION } from '../paths';
import '../components/qr-pages.css';
import '../components/bookings/bookings.css';

const LIST_HEADING = 'qr-bookings-heading';

/** /user/app/qr-pages/bookings: the tables guests ask for through the pages' booking blocks, to answer. */
export function QrBookingsPage() {
  const { t } = useTranslation('qr-pages');
  return (
    <RequirePermission permission={QR_PERMISSION} namespace="qr-pages">
      <header className="gl-page-header">
        <h1 id={LIST_HEADING}>{t('bookings.heading')}</h1>
        <p>{t('bookings.lead')}</p>
      </header>
      <SectionTabs />
      <BookingsScreen />
    </RequirePermission>
  );
}

function BookingsScreen() {
  const { t } = useTranslation('qr-pages');
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const opened = search.get('booking');
  const words = useBookingWords();
  const bookings = useBookings(toBookingsQuery(filter));
  const live = useBookingsLive();
  const answers = useBookingAnswers(words);
  const locations = useLocationList().data?.items ?? [];
  const pages = useQrPageList().data?.items;
  const titles = useMemo(() => new Map((pages ?? []).map((page) => [page.slug, page.title])), [pages]);
  const settled = bookings.data !== undefined && !bookings.isPlaceholderData;
  useScrollToBooking(opened, settled);

  const change = (next: BookingsFilter) => setSearch(filterToSearch(next, search), { replace: true });
  // Waiting or any status over every day and place: nothing at all has come in yet.
  const plain = isDefaultFilter({ ...filter, status: filter.status ?? 'requested' });

  return (
    <section className="gl-panel gl-qr-bookings" aria-labelledby={LIST_HEADING}>
      <p className="gl-visually-hidden" aria-live="polite">
        {live.latest
          ? t('bookings.live', {
              name: live.latest.name,
              party: t('bookings.guests', { count: live.latest.partySize }),
            })
          : ''}
      </p>
      <BookingsToolbar value={filter} words={words} locations={locations} onChange={change} />
      {settled && opened ? (
        <OpenedNote list={bookings.data} opened={opened} filter={filter} words={words} onChange={change} />
      ) : null}
      <QueryState
        query={bookings}
        loadingLabel={t('bookings.loading')}
        errorTitle={t('bookings.loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          plain ? (
            <EmptyState
              icon="pi pi-calendar"
              title={t('bookings.empty.title')}
              message={t('bookings.empty.message')}
            />
          ) : (
            <EmptyState
              icon="pi pi-filter"
              title={t('bookings.empty.filteredTitle')}
              message={t('bookings.empty.filteredMessage')}
            />
          )
        }
      >
        {(data) => (
          <div aria-busy={bookings.isFetching}>
            <BookingList
              bookings={data.items}
              words={words}
              answers={answers}
              highlighted={opened}
              pageTitle={(slug) => titles.get(slug) ?? slug}
              labelledBy={LIST_HEADING}
            />
          </div>
        )}
      </QueryState>
      {answers.dialog}
    </section>
  );
}

/** The booking the address names is not among these filters: one tap shows every booking. */
function OpenedNote({
  list,
  opened,
  filter,
  words,
  onChange,
}: {
  list: TTableBookingList;
  opened: string;
  filter: BookingsFilter;
  words: BookingWords;
  onChange(next: BookingsFilter): void;
}) {
  if (list.items.some((booking) => booking.id === opened)) return null;
  const everything = filter.status === null && !filter.from && !filter.to && !filter.locationId;
  return (
    <div className="gl-qr-note" role="status">
      <p>{everything ? words.t('bookings.opened.gone') : words.t('bookings.opened.filtered')}</p>
      {everything ? null : (
        <Button
          type="button"
          size="small"
          outlined
          label={words.t('bookings.opened.showAll')}
          onClick={() => onChange({ status: null, from: null, to: null, locationId: null })}
        />
      )}
    </div>
  );
}
