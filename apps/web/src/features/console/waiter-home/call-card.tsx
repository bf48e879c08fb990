import type { TWaiterCall } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/intl';

export interface CallCardProps {
  call: TWaiterCall;
  now: number;
  busy: TWaiterCall['status'] | null;
  onStep(status: 'on-the-way' | 'handled'): void;
}

const WHAT = {
  waiter: 'what.waiter',
  bill: 'what.bill',
  card: 'what.billCard',
  cash: 'what.billCash',
} as const;

/** One call at one of the waiter's tables: where, what for, how long ago, and the next step. */
export function CallCard({ call, now, busy, onStep }: CallCardProps) {
  const { t, i18n } = useTranslation('waiter-home');
  const what = t(call.kind === 'bill' && call.payWith ? WHAT[call.payWith] : WHAT[call.kind]);
  const minutes = Math.max(0, Math.round((now - Date.parse(call.createdAt)) / 60_000));
  const ago = new Intl.RelativeTimeFormat(intlLocale(i18n.language), { numeric: 'auto' }).format(
    -minutes,
    'minute',
  );
  const going = call.status === 'on-the-way';
  return (
    <li
      className={`gl-waiter-call gl-waiter-call--${call.status}`}
      aria-label={`${call.tableLabel}: ${what}`}
    >
      <span
        className={`gl-waiter-call__icon pi ${call.kind === 'bill' ? 'pi-receipt' : 'pi-bell'}`}
        aria-hidden="true"
      />
      <div className="gl-waiter-call__text">
        <strong>{call.tableLabel}</strong>
        <span>
          {what} · {ago}
        </span>
        <span className="gl-waiter-call__step">{t(`step.${call.status}`)}</span>
      </div>
      <div className="gl-waiter-call__actions">
        {going ? null : (
          <Button
            type="button"
            label={t('actions.onMyWay')}
            icon="pi pi-directions"
            loading={busy === 'on-the-way'}
            onClick={() => onStep('on-the-way')}
          />
        )}
        <Button
          type="button"
          label={t('actions.handled')}
          icon="pi pi-check"
          outlined={!going}
          loading={busy === 'handled'}
          onClick={() => onStep('handled')}
        />
      </div>
    </li>
  );
}
