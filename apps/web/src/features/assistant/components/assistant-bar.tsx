import type { TLocationSummary } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect } from '@/components/ui';
import { inTreeOrder } from '@/entities/locations';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { assistantPath } from '../paths';

export interface AssistantBarProps {
  scope: string;
  locations: TLocationSummary[];
  /** Whether a language model writes the answers; null while not known. */
  model: boolean | null;
  /** A conversation is open: a new one can be started. */
  canRestart: boolean;
}

/** The page's top bar: its name, the way back to the console, the place answered about, a new conversation, the language. */
export function AssistantBar({ scope, locations, model, canRestart }: AssistantBarProps) {
  const { t, i18n } = useTranslation('assistant');
  const navigate = useNavigate();
  const scopeId = useId();
  const options = [
    { value: 'all', label: t('scope.all') },
    ...inTreeOrder(locations).map(({ location, depth }) => ({
      value: location.id,
      label: `${'\u00a0\u00a0'.repeat(depth)}${location.name}`,
    })),
  ];
  return (
    <header className="gl-assistant__bar">
      <div className="gl-assistant__heading">
        <Link className="gl-assistant__back" to="/user/app/statistics">
          <span className="pi pi-arrow-left gl-assistant__back-arrow" aria-hidden="true" />
          {t('backToConsole')}
        </Link>
        <h1>
          <span className="pi pi-sparkles" aria-hidden="true" /> {t('title')}
        </h1>
        <p className="gl-assistant__lead">{t('lead')}</p>
        {model === null ? null : (
          <p className="gl-assistant__engine">{t(model ? 'engine.modelOn' : 'engine.localOn')}</p>
        )}
      </div>
      <div className="gl-assistant__tools">
        <div className="gl-assistant__scope">
          <label htmlFor={scopeId}>{t('scope.label')}</label>
          <Dropdown
            inputId={scopeId}
            value={scope}
            options={options}
            optionLabel="label"
            optionValue="value"
            placeholder={t('scope.label')}
            filter={options.length > 8}
            onChange={(event) => navigate(assistantPath(String(event.value)))}
          />
        </div>
        {canRestart ? (
          <button
            type="button"
            className="p-button p-component p-button-outlined"
            onClick={() => navigate(assistantPath(scope))}
          >
            <span className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('newConversation')}</span>
          </button>
        ) : null}
        <LanguageSelect
          value={currentLanguage(i18n.language)}
          onChange={(language) => void setLanguage(language)}
          className="gl-assistant__language"
        />
      </div>
    </header>
  );
}
