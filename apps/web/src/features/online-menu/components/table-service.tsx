import type { TWaiterCall } from '@guestloop/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableCallLive } from '../api/table-call-live';
import { useWaiterCallStatus } from '../api/waiter-call';
import { useGuestWords } from './use-guest-words';
import { useWaiterCall } from './use-waiter-call';
import { WAITER_WORDS, WaiterCallCard } from './waiter-call-card';

type PayWith = NonNullable<TWaiterCall['payWith']>;

/**
 * On a table's menu, before or without any order: "Call a waiter" and "Ask for the bill" (by card
 * or in cash), then each step staff take, live. Only where the table's waiter call is switched on.
 */
export function TableService({ tableId }: { tableId: string }) {
  const { t } = useTranslation('guest-waiter');
  const words = useGuestWords(WAITER_WORDS);
  // The table's stream is open only while a call waits: then every step reaches the page at once.
  const waiting = Boolean(useWaiterCallStatus(tableId, false).data?.open);
  const live = useTableCallLive(tableId, waiting);
  const waiter = useWaiterCall(tableId, live.streaming);
  const [choosingPay, setChoosingPay] = useState(false);
  const firstPay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (choosingPay) firstPay.current?.focus();
  }, [choosingPay]);

  if (!waiter.enabled || !words) return null;
  const canRing = waiter.view === 'idle' || waiter.view === 'handled';
  const askBill = (payWith: PayWith) => {
    setChoosingPay(false);
    waiter.ring({ kind: 'bill', payWith });
  };

  // While a call waits there is nothing to press: the card tells what staff have done.
  let actions: ReactNode = null;
  if (canRing && !choosingPay) {
    actions = (
      <>
        <button
          type="button"
          className="gm-button gm-button--primary"
          disabled={waiter.pending}
          onClick={() => waiter.ring({ kind: 'waiter' })}
        >
          <i className="pi pi-bell" aria-hidden="true" /> {waiter.pending ? t('sending') : t('callWaiter')}
        </button>
        <button
          type="button"
          className="gm-button gm-button--secondary"
          disabled={waiter.pending}
          onClick={() => setChoosingPay(true)}
        >
          <i className="pi pi-receipt" aria-hidden="true" /> {t('askBill')}
        </button>
      </>
    );
  } else if (canRing) {
    actions = (
      <fieldset className="gm-call__pay">
        <legend className="gm-call__pay-title">{t('payHow')}</legend>
        <button
          ref={firstPay}
          type="button"
          className="gm-button gm-button--primary"
          onClick={() => askBill('card')}
        >
          <i className="pi pi-credit-card" aria-hidden="true" /> {t('payCard')}
        </button>
        <button type="button" className="gm-button gm-button--primary" onClick={() => askBill('cash')}>
          <i className="pi pi-wallet" aria-hidden="true" /> {t('payCash')}
        </button>
        <button
          type="button"
          className="gm-button gm-button--secondary"
          onClick={() => setChoosingPay(false)}
        >
          {t('cancel')}
        </button>
      </fieldset>
    );
  }

  return (
    <WaiterCallCard
      view={waiter.view}
      call={waiter.call}
      rateLimited={waiter.rateLimited}
      error={waiter.error}
    >
      {actions}
    </WaiterCallCard>
  );
}
