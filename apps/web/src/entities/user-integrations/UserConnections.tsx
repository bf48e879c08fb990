import type { TIntegration, TUserIntegrationServiceBody } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, QueryState } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useUserIntegrations } from './get-user-integrations';
import { useDeleteUserIntegration, useEnableUserIntegration } from './user-integration-actions';
import './user-integrations.css';

type Uid = TUserIntegrationServiceBody['serviceUid'];

/**
 * "Your connections": the services each member connects for themselves (today Telegram), on the
 * Integrations page and on every member's profile (a waiter connects their own Telegram too).
 */
export function UserConnections() {
  const { t } = useTranslation('integrations');
  const query = useUserIntegrations();
  return (
    <section className="gl-panel gl-int-mine" aria-labelledby="int-mine-title">
      <h2 id="int-mine-title">{t('mine.heading')}</h2>
      <p className="gl-panel__lead">{t('mine.lead')}</p>
      <QueryState
        query={query}
        loadingLabel={t('mine.loading')}
        errorTitle={t('mine.loadError')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="gl-int-note">{t('mine.empty')}</p>}
      >
        {(list) => (
          <ul className="gl-int-mine__list">
            {list.map((integration) => (
              <Connection
                key={integration.serviceUid}
                integration={integration}
                onRecheck={() => query.refetch()}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Connection({ integration, onRecheck }: { integration: TIntegration; onRecheck: () => void }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const enable = useEnableUserIntegration();
  const remove = useDeleteUserIntegration();
  const [confirming, setConfirming] = useState(false);
  const uid = integration.serviceUid as Uid;
  const name = t(`services.${uid}.name`);
  const connectUrl = integration.data?.extra.connectUrl;
  const state = integration.enabled ? (integration.connected ? 'connected' : 'waiting') : 'off';
  const titleId = `int-mine-${uid}`;

  const turn = async (enabled: boolean) => {
    try {
      await enable.mutateAsync({ serviceUid: uid, enabled });
    } catch (error) {
      toast.error(t('actions.failed'), errorMessage(error));
    }
  };

  return (
    <li className="gl-int-connection" aria-labelledby={titleId}>
      <span className={`gl-int-mark gl-int-mark--${uid}`} aria-hidden="true">
        <span className="pi pi-telegram" />
      </span>
      <div className="gl-int-connection__body">
        <h3 id={titleId}>{name}</h3>
        <p className="gl-int-muted">{t(`services.${uid}.description`)}</p>
        <p
          className={`gl-int-tag gl-int-tag--${state === 'connected' ? 'connected' : state === 'waiting' ? 'notChecked' : 'notSet'}`}
        >
          {t(`mine.${state}`)}
        </p>
        {state === 'waiting' ? <p className="gl-int-note">{t('mine.openHint', { service: name })}</p> : null}
      </div>
      <div className="gl-int-connection__actions">
        {state === 'off' ? (
          <Button
            type="button"
            icon="pi pi-power-off"
            label={t('mine.turnOn')}
            aria-label={t('actions.turnOnService', { service: name })}
            loading={enable.isPending}
            onClick={() => turn(true)}
          />
        ) : null}
        {state === 'waiting' && connectUrl ? (
          <a
            className="p-button p-component gl-int-link-button"
            href={connectUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="pi pi-send" aria-hidden="true" /> {t('mine.open', { service: name })}
            <span className="gl-visually-hidden"> {t('mine.newTab')}</span>
          </a>
        ) : null}
        {state === 'waiting' ? (
          <Button type="button" icon="pi pi-refresh" label={t('mine.recheck')} outlined onClick={onRecheck} />
        ) : null}
        {state === 'connected' ? (
          <Button
            type="button"
            icon="pi pi-pause"
            label={t('actions.turnOff')}
            aria-label={t('actions.turnOffService', { service: name })}
            outlined
            loading={enable.isPending}
            onClick={() => turn(false)}
          />
        ) : null}
        {integration.data ? (
          <Button
            type="button"
            icon="pi pi-times"
            label={t('actions.disconnect')}
            severity="danger"
            text
            onClick={() => setConfirming(true)}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('disconnect.title', { service: name })}
        message={t('mine.disconnectMessage')}
        confirmLabel={t('disconnect.confirm')}
        confirmIcon="pi pi-times"
        cancelLabel={t('disconnect.cancel')}
        onConfirm={async () => {
          await remove.mutateAsync({ serviceUid: uid });
          toast.success(t('disconnect.done', { service: name }));
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
