import type { TLocationSummary } from '@guestloop/contracts';
import { Checkbox } from 'primereact/checkbox';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inTreeOrder } from '@/entities/locations';

type Place = Pick<TLocationSummary, 'id' | 'parentId' | 'name' | 'address'>;

export interface LocationChecklistProps {
  locations: readonly Place[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Labels the group (the id of a heading or label). */
  labelledBy: string;
}

/** Ticks for the locations a person works at, nested like the company's tree, with a filter. */
export function LocationChecklist({ locations, value, onChange, labelledBy }: LocationChecklistProps) {
  const { t } = useTranslation('users');
  const prefix = useId();
  const [filter, setFilter] = useState('');
  const ordered = useMemo(() => inTreeOrder(locations), [locations]);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? ordered.filter(({ location: place }) =>
        `${place.name} ${place.address ?? ''}`.toLocaleLowerCase().includes(needle),
      )
    : ordered;
  const selected = new Set(value);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));

  if (locations.length === 0) return <p className="gl-users-muted">{t('locations.none')}</p>;

  return (
    <div className="gl-users-checklist">
      <div className="gl-users-checklist__bar">
        {locations.length > 6 ? (
          <IconField iconPosition="left" className="gl-users-checklist__filter">
            <InputIcon className="pi pi-search" />
            <InputText
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('locations.filter')}
              aria-label={t('locations.filter')}
            />
          </IconField>
        ) : null}
        <span className="gl-users-muted" aria-live="polite">
          {t('locations.selected', { count: value.length })}
        </span>
        <button
          type="button"
          className="gl-users-textlink"
          onClick={() => onChange(selected.size === locations.length ? [] : locations.map((p) => p.id))}
        >
          {selected.size === locations.length ? t('locations.clear') : t('locations.all')}
        </button>
      </div>
      <ul className="gl-users-checklist__list" aria-labelledby={labelledBy}>
        {shown.map(({ location: place, depth }) => {
          const id = `${prefix}-${place.id}`;
          return (
            <li key={place.id} style={{ paddingInlineStart: `${needle ? 0 : depth * 1.5}rem` }}>
              <Checkbox
                inputId={id}
                checked={selected.has(place.id)}
                onChange={(event) => toggle(place.id, Boolean(event.checked))}
              />
              <label htmlFor={id}>
                <span>{place.name}</span>
                {place.address ? <small>{place.address}</small> : null}
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="gl-users-muted">{t('locations.noMatch')}</li> : null}
      </ul>
    </div>
  );
}
