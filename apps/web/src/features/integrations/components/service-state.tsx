import type { TIntegration } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';

type State = 'notSet' | 'connected' | 'notChecked' | 'failed';

export function stateOf(integration: TIntegration): State {
  if (!integration.data) return 'notSet';
  if (integration.connected) return 'connected';
  return integration.data.lastCheck ? 'failed' : 'notChecked';
}

const ICONS: Record<State, string> = {
  notSet: 'pi pi-circle',
  connected: 'pi pi-check-circle',
  notChecked: 'pi pi-question-circle',
  failed: 'pi pi-times-circle',
};

/** Connected, not checked, failed (with the translated reason) or not set up; on or off; when last checked. */
export function ServiceState({ integration }: { integration: TIntegration }) {
  const { t } = useTranslation('integrations');
  const dates = useConsoleDates();
  const state = stateOf(integration);
  const check = integration.data?.lastCheck;
  return (
    <div className="gl-int-state">
      <p className="gl-int-state__tags">
        <span className={`gl-int-tag gl-int-tag--${state}`}>
          <span className={ICONS[state]} aria-hidden="true" /> {t(`state.${state}`)}
        </span>
        {integration.data ? (
          <span className={`gl-int-tag gl-int-tag--${integration.enabled ? 'on' : 'off'}`}>
            {t(integration.enabled ? 'state.on' : 'state.off')}
          </span>
        ) : null}
      </p>
      {state === 'failed' && check?.code ? (
        <p className="gl-int-state__reason">
          {t(`reasons.${check.code}`, { defaultValue: t('reasons.service-error') })}
        </p>
      ) : null}
      {check ? (
        <p className="gl-int-muted">{t('state.checkedAt', { time: dates.when(check.checkedAt) })}</p>
      ) : null}
    </div>
  );
}
