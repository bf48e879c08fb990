import { useTranslation } from 'react-i18next';
import { useGuestWords } from './use-guest-words';
import { useWaiterCall } from './use-waiter-call';
import { WAITER_WORDS, WaiterCallCard } from './waiter-call-card';

/**
 * The waiter call of the order's table, when the venue allows calls: the button, then each step
 * staff take (sent, seen, on the way, answered) as the order's live stream reports it. A table
 * rings at most a few times in 5 minutes.
 */
export function OrderWaiterCall({ tableId, streaming }: { tableId: string; streaming: boolean }) {
  const { t } = useTranslation('guest-waiter');
  const words = useGuestWords(WAITER_WORDS);
  const waiter = useWaiterCall(tableId, streaming);
  if (!waiter.enabled || !words) return null;
  const canRing = waiter.view === 'idle' || waiter.view === 'handled';
  return (
    <WaiterCallCard
      view={waiter.view}
      call={waiter.call}
      rateLimited={waiter.rateLimited}
      error={waiter.error}
    >
      {canRing ? (
        <button
          type="button"
          className="gm-button gm-button--primary"
          disabled={waiter.pending}
          onClick={() => waiter.ring({ kind: 'waiter' })}
        >
          {waiter.pending ? t('sending') : waiter.view === 'handled' ? t('again') : t('callWaiter')}
        </button>
      ) : null}
    </WaiterCallCard>
  );
}
