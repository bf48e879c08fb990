import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useCallWaiter, useWaiterCallEnabled, useWaiterCallStatus } from '../../api/waiter-call';
import type { PublicBlockOf } from '../../model/blocks';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { InfoCard } from './info-card';

type CallStep = 'idle' | 'open' | 'seen' | 'on-the-way' | 'handled';

/** The table's call as the guest follows it: each step is one staff took and the page heard of. */
function useCallStep(tableId: string, enabled: boolean): CallStep {
  const status = useWaiterCallStatus(tableId, enabled);
  const open = status.data?.open ?? null;
  const [answered, setAnswered] = useState(false);
  const hadOpen = useRef(false);
  useEffect(() => {
    if (open) {
      hadOpen.current = true;
      setAnswered(false);
    } else if (hadOpen.current) {
      hadOpen.current = false;
      setAnswered(true);
    }
  }, [open]);
  return open ? open.status : answered ? 'handled' : 'idle';
}

function TableCall({ block, tableId }: { block: PublicBlockOf<'waiter-call'>; tableId: string }) {
  const { t } = useTranslation('guest-qr');
  const errorMessage = useErrorMessage();
  const { used } = useQrPage();
  const enabled = useWaiterCallEnabled(tableId);
  const step = useCallStep(tableId, enabled.data === true);
  const call = useCallWaiter(tableId);
  if (enabled.data === false) return <p className="qp-info__text">{t('waiter.unavailable')}</p>;
  const canCall = step === 'idle' || step === 'handled';
  const rateLimited = call.error instanceof ApiError && call.error.status === 429;
  return (
    <>
      <p className="qp-info__text" aria-live="polite">
        {t(`waiter.step.${step}`)}
      </p>
      {canCall ? (
        <button
          type="button"
          className="qp-button qp-button--small"
          disabled={call.isPending || enabled.data !== true}
          onClick={() => {
            used(block.id);
            call.mutate();
          }}
        >
          <span className="qp-button__icon">
            <Icon name="bell" />
          </span>
          <span className="qp-button__label">
            {call.isPending ? t('waiter.calling') : step === 'handled' ? t('waiter.again') : t('waiter.call')}
          </span>
        </button>
      ) : null}
      {call.isError ? (
        <p className="qp-info__error" role="alert">
          {rateLimited ? t('waiter.rateLimited') : errorMessage(call.error)}
        </p>
      ) : null}
    </>
  );
}

/** Calls a waiter to the table whose QR code the guest scanned; elsewhere says where it works. */
export function WaiterCallBlockView({ block }: { block: PublicBlockOf<'waiter-call'> }) {
  const { t } = useTranslation('guest-qr');
  const { tableId } = useQrPage();
  return (
    <InfoCard icon="bell" title={block.label?.trim() || t('waiter.title')}>
      {tableId ? (
        <TableCall block={block} tableId={tableId} />
      ) : (
        <p className="qp-info__text">{t('waiter.noTable')}</p>
      )}
    </InfoCard>
  );
}
