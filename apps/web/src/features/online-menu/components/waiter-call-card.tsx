import type { TWaiterCall } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import type { CallView } from './use-waiter-call';
import './waiter-call.css';

export const WAITER_WORDS = ['guest-waiter'];

const ICONS: Record<CallView, string> = {
  idle: 'pi-bell',
  open: 'pi-send',
  seen: 'pi-eye',
  'on-the-way': 'pi-directions',
  handled: 'pi-check',
};

export interface WaiterCallCardProps {
  view: CallView;
  /** The call still waiting (or the last one answered): what it was for. */
  call: Pick<TWaiterCall, 'kind' | 'payWith'> | null;
  rateLimited: boolean;
  error: unknown;
  /** The buttons that ring (shown while nothing waits). */
  children?: ReactNode;
}

/**
 * A table's call as the guest is told it: what staff have done so far (sent, seen, on the way,
 * answered), and the way to call when nothing is waiting. The message is a live region, so a
 * step staff take is read out when it arrives.
 */
export function WaiterCallCard({ view, call, rateLimited, error, children }: WaiterCallCardProps) {
  const { t } = useTranslation('guest-waiter');
  const errorMessage = useErrorMessage();
  const kind = call?.kind ?? 'waiter';
  const words = view === 'idle' ? 'idle' : `${kind}.${view}`;
  const paying = kind === 'bill' && call?.payWith && view !== 'handled' ? t(`paying.${call.payWith}`) : null;
  return (
    <section className={`gm-call gm-call--${view}`} aria-labelledby="gm-call-title">
      <span className="gm-call__icon" aria-hidden="true">
        <i className={`pi ${ICONS[view]}`} />
      </span>
      <div className="gm-call__text">
        <h2 id="gm-call-title" className="gm-call__title">
          {t(`${words}.title`)}
        </h2>
        <p className="gm-call__message" aria-live="polite">
          {rateLimited ? t('rateLimited') : [t(`${words}.message`), paying].filter(Boolean).join(' ')}
        </p>
        {error && !rateLimited ? (
          <p className="gm-field__error" role="alert">
            {errorMessage(error)}
          </p>
        ) : null}
      </div>
      {children ? <div className="gm-call__actions">{children}</div> : null}
    </section>
  );
}
