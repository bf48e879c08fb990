import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { ORDER_POLL_MS } from '../api/order-live';
import { useCallWaiter, useWaiterCallEnabled, useWaiterCallStatus } from '../api/waiter-call';
import { useMenu } from './menu-context';

type CallState = 'idle' | 'sent' | 'onTheWay' | 'handled';

/**
 * The waiter call of the order's table, when the venue allows calls: the button, then the call's
 * state (sent, a waiter on the way, handled). A table rings at most a few times in 5 minutes.
 */
export function OrderWaiterCall({ tableId, streaming }: { tableId: string; streaming: boolean }) {
  const { t } = useTranslation('guest-order');
  const { language } = useMenu();
  const errorMessage = useErrorMessage();
  const enabled = useWaiterCallEnabled(tableId);
  const status = useWaiterCallStatus(tableId, streaming ? false : ORDER_POLL_MS);
  const call = useCallWaiter(tableId);
  const open = status.data?.open ?? null;
  const [justSent, setJustSent] = useState(false);
  const [handled, setHandled] = useState(false);
  const hadOpen = useRef(false);

  // An open call that disappears was handled by the staff.
  useEffect(() => {
    if (open) hadOpen.current = true;
    else if (hadOpen.current) {
      hadOpen.current = false;
      setJustSent(false);
      setHandled(true);
    }
  }, [open]);

  // "Sent" turns into "on the way" after a moment: the board has it by then.
  useEffect(() => {
    if (!justSent) return;
    const timer = setTimeout(() => setJustSent(false), 4_000);
    return () => clearTimeout(timer);
  }, [justSent]);

  if (enabled.data !== true) return null;

  const state: CallState = open ? (justSent ? 'sent' : 'onTheWay') : handled ? 'handled' : 'idle';
  const time = open
    ? new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(open.createdAt),
      )
    : '';
  const rateLimited = call.error instanceof ApiError && call.error.status === 429;

  const ring = () => {
    setHandled(false);
    call.mutate(undefined, { onSuccess: () => setJustSent(true) });
  };

  return (
    <section className={`gm-waiter gm-waiter--${state}`} aria-labelledby="gm-waiter-title">
      <span className="gm-waiter__icon" aria-hidden="true">
        <i className={state === 'handled' ? 'pi pi-check' : 'pi pi-bell'} />
      </span>
      <div className="gm-waiter__text">
        <h2 id="gm-waiter-title" className="gm-waiter__title">
          {t(`waiter.title_${state}`)}
        </h2>
        <p className="gm-waiter__message" aria-live="polite">
          {rateLimited ? t('waiter.rateLimited') : t(`waiter.message_${state}`, { time })}
        </p>
        {call.isError && !rateLimited ? (
          <p className="gm-field__error" role="alert">
            {errorMessage(call.error)}
          </p>
        ) : null}
      </div>
      {state === 'idle' || state === 'handled' ? (
        <button
          type="button"
          className="gm-button gm-button--primary"
          disabled={call.isPending}
          onClick={ring}
        >
          {call.isPending
            ? t('waiter.sending')
            : state === 'handled'
              ? t('waiter.again')
              : t('waiter.button')}
        </button>
      ) : null}
    </section>
  );
}
