import { INTL_LOCALES, TABLE_BOOKING_LIMITS } from '@guestloop/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { useCreateTableBooking } from '../../api/table-booking';
import {
  type BookingBlock,
  type BookingDraft,
  type BookingField,
  type BookingProblems,
  bookingBody,
  bookingWindow,
  draftProblems,
  firstProblem,
  lastDay,
  refusedFields,
  venueNow,
} from '../../model/booking-form';
import { formatDay } from '../../model/dates';
import { Field } from '../field';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';

export interface BookingFormProps {
  block: BookingBlock;
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
  onSent: (sent: BookingDraft) => void;
}

/**
 * The table request: day (today … the block's last day on the venue's clock), time, party size,
 * name, e-mail (the confirmation goes there), phone and note. Checked as the API checks it before
 * sending; what the API still refuses is shown at its field. A sent request counts as a use.
 */
export function BookingForm({ block, draft, onChange, onSent }: BookingFormProps) {
  const { t, i18n } = useTranslation('guest-qr');
  const errorMessage = useErrorMessage();
  const { slug, tableId, timeZone, now, used } = useQrPage();
  const id = useId();
  const send = useCreateTableBooking(slug);
  const [problems, setProblems] = useState<BookingProblems>({});
  const rules = useMemo(() => bookingWindow(block), [block]);
  const venueToday = venueNow(now, timeZone);
  const last = lastDay(rules, venueToday);
  const language = currentLanguage(i18n.language);
  const fieldId = (field: BookingField) => `${id}-${field}`;

  const set = <K extends BookingField>(field: K, value: BookingDraft[K]) => {
    onChange({ ...draft, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
    if (send.isError) send.reset();
  };
  const show = (found: BookingProblems) => {
    setProblems(found);
    const first = firstProblem(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = draftProblems(draft, rules, venueNow(new Date(), timeZone));
    if (firstProblem(found)) return show(found);
    setProblems({});
    send.mutate(bookingBody(draft, block.id, tableId), {
      onSuccess: () => {
        used(block.id);
        onSent(draft);
      },
      onError: (error) => {
        const refused = refusedFields(error);
        if (refused) show(refused);
      },
    });
  };

  const problem = (field: BookingField) => {
    const found = problems[field];
    if (!found) return null;
    return t(`booking.problem.${found}`, {
      last: formatDay(last, INTL_LOCALES[language]),
      min: rules.minPartySize,
      max: rules.maxPartySize,
    });
  };
  const failure =
    send.error && !refusedFields(send.error)
      ? send.error instanceof ApiError && send.error.status === 429
        ? t('booking.rateLimited')
        : send.error instanceof ApiError && send.error.status === 404
          ? t('booking.unavailable')
          : errorMessage(send.error)
      : null;
  const sizes = Array.from(
    { length: rules.maxPartySize - rules.minPartySize + 1 },
    (_, i) => rules.minPartySize + i,
  );

  return (
    <form className="qp-form" noValidate onSubmit={submit}>
      <div className="qp-form__row">
        <Field id={fieldId('date')} label={t('booking.date')} problem={problem('date')}>
          {(control) => (
            <input
              {...control}
              className="qp-input"
              type="date"
              min={venueToday.today}
              max={last}
              required
              value={draft.date}
              onChange={(event) => set('date', event.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId('time')} label={t('booking.time')} problem={problem('time')}>
          {(control) => (
            <input
              {...control}
              className="qp-input"
              type="time"
              required
              value={draft.time}
              onChange={(event) => set('time', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id={fieldId('partySize')} label={t('booking.partySize')} problem={problem('partySize')}>
        {(control) => (
          <select
            {...control}
            className="qp-input"
            value={draft.partySize}
            onChange={(event) => set('partySize', Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('name')} label={t('booking.name')} problem={problem('name')}>
        {(control) => (
          <input
            {...control}
            className="qp-input"
            type="text"
            autoComplete="name"
            maxLength={TABLE_BOOKING_LIMITS.name}
            required
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId('email')}
        label={t('booking.email')}
        hint={t('booking.emailHint')}
        problem={problem('email')}
      >
        {(control) => (
          <input
            {...control}
            className="qp-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            maxLength={TABLE_BOOKING_LIMITS.email}
            required
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
          />
        )}
      </Field>
      <Field id={fieldId('phone')} label={t('booking.phone')} optional problem={problem('phone')}>
        {(control) => (
          <input
            {...control}
            className="qp-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={TABLE_BOOKING_LIMITS.phone}
            value={draft.phone}
            onChange={(event) => set('phone', event.target.value)}
          />
        )}
      </Field>
      <Field id={fieldId('note')} label={t('booking.note')} optional problem={problem('note')}>
        {(control) => (
          <textarea
            {...control}
            className="qp-input qp-input--area"
            rows={3}
            maxLength={TABLE_BOOKING_LIMITS.note}
            value={draft.note}
            onChange={(event) => set('note', event.target.value)}
          />
        )}
      </Field>
      {failure ? (
        <p className="qp-info__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="qp-button" disabled={send.isPending}>
        <span className="qp-button__icon">
          <Icon name="send" />
        </span>
        <span className="qp-button__label">{send.isPending ? t('booking.sending') : t('booking.send')}</span>
      </button>
    </form>
  );
}
