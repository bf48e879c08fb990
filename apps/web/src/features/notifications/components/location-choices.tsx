import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { inTreeOrder, useLocationList } from '@/entities/locations';
import type { SettingsValues } from './settings-model';

const WHERE_CHOICES = ['mine', 'chosen'] as const satisfies readonly SettingsValues['where'][];

export interface LocationChoicesProps {
  where: SettingsValues['where'];
  locationIds: readonly string[];
  error: string | null;
  onWhere(where: SettingsValues['where']): void;
  onLocations(ids: string[]): void;
}

/** Where the ratings and answers come from: where the member works, or the locations ticked. */
export function LocationChoices({ where, locationIds, error, onWhere, onLocations }: LocationChoicesProps) {
  const { t } = useTranslation('notifications');
  const locations = useLocationList();
  const toggle = (id: string, on: boolean) =>
    onLocations(on ? [...locationIds, id] : locationIds.filter((known) => known !== id));
  return (
    <fieldset className="gl-notif-group" aria-describedby={error ? 'notif-locations-error' : undefined}>
      <legend>{t('locations.title')}</legend>
      <p className="gl-notif-group__lead">{t('locations.lead')}</p>
      <ul className="gl-notif-choices">
        {WHERE_CHOICES.map((choice) => (
          <li key={choice} className="gl-notif-choice">
            <RadioButton
              inputId={`notif-where-${choice}`}
              name="notif-where"
              value={choice}
              checked={where === choice}
              onChange={() => onWhere(choice)}
              aria-describedby={`notif-where-${choice}-hint`}
            />
            <div>
              <label htmlFor={`notif-where-${choice}`}>{t(`locations.${choice}`)}</label>
              <small id={`notif-where-${choice}-hint`}>{t(`locations.${choice}Hint`)}</small>
            </div>
          </li>
        ))}
      </ul>
      {where === 'chosen' ? (
        <QueryState
          query={locations}
          loadingLabel={t('locations.loading')}
          errorTitle={t('locations.loadError')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="gl-notif-group__lead">{t('locations.none')}</p>}
        >
          {(data) => (
            <ul className="gl-notif-locations" aria-label={t('locations.chosen')}>
              {inTreeOrder(data.items).map(({ location, depth }) => (
                <li key={location.id} style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
                  <Checkbox
                    inputId={`notif-location-${location.id}`}
                    checked={locationIds.includes(location.id)}
                    onChange={(event) => toggle(location.id, Boolean(event.checked))}
                  />
                  <label htmlFor={`notif-location-${location.id}`}>{location.name}</label>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      ) : null}
      {error ? (
        <small className="gl-field__error" id="notif-locations-error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
