import type { TTableBookingStatus } from '@guestloop/contracts';
import { Tag } from 'primereact/tag';
import type { BookingWords } from './booking-words';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

const SEVERITY: Record<TTableBookingStatus, Severity> = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'secondary',
};

const ICON: Record<TTableBookingStatus, string> = {
  requested: 'pi pi-hourglass',
  confirmed: 'pi pi-check',
  declined: 'pi pi-times',
  cancelled: 'pi pi-ban',
};

export function BookingStatusTag({ status, words }: { status: TTableBookingStatus; words: BookingWords }) {
  return (
    <Tag
      className={`gl-qr-booking-status gl-qr-booking-status--${status}`}
      severity={SEVERITY[status]}
      icon={ICON[status]}
      value={words.status(status)}
      rounded
    />
  );
}
