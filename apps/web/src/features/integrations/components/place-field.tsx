import { COLLECTOR_PLACES_MAX, type TCollectorPlace } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { placesFailure, useCollectorPlaces } from '../api/get-collector-places';

export type PlaceMode = 'list' | 'by-hand';

interface PlaceOption {
  value: string;
  /** Title and address: what the option is called, and what the search reads. */
  label: string;
  title: string;
  address: string | null;
}

const optionOf = (place: TCollectorPlace): PlaceOption => ({
  value: place.source,
  label: place.address ? `${place.title} · ${place.address}` : place.title,
  title: place.title,
  address: place.address,
});

interface PlaceFieldProps {
  slug: string;
  /** The dialog is open: the list is read only then. */
  open: boolean;
  mode: PlaceMode;
  onModeChange: (mode: PlaceMode) => void;
  value: string;
  onChange: (source: string) => void;
  onBlur: () => void;
  /** The field's message, already in words. */
  error: string | null;
}

/**
 * The collector's Google location: picked from the places the integration's keys open (title, with
 * the address beneath), or typed as Google names it when the list fails or lacks the place. A
 * source not in the list (an existing collector's) is still shown as the choice.
 */
export function PlaceField({
  slug,
  open,
  mode,
  onModeChange,
  value,
  onChange,
  onBlur,
  error,
}: PlaceFieldProps) {
  const { t } = useTranslation('integrations');
  const errorMessage = useErrorMessage();
  const query = useCollectorPlaces(slug, open && mode === 'list');
  const id = 'collector-source';
  // A switch between the list and typing leaves the focus on the field it brought.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById(id)?.focus();
  });
  const switchTo = (next: PlaceMode) => {
    switched.current = true;
    onModeChange(next);
  };

  if (mode === 'by-hand') {
    return (
      <div className="gl-int-place">
        <FormField label={t('dialog.source')} htmlFor={id} hint={t('dialog.sourceHint')} error={error}>
          <InputText
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            placeholder="accounts/…/locations/…"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
        <div className="gl-int-place__tools">
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-list"
            label={t('dialog.pickFromList')}
            onClick={() => switchTo('list')}
          />
        </div>
      </div>
    );
  }

  const places = query.data?.places ?? [];
  const options = places.map(optionOf);
  const listed = options.some((o) => o.value === value.trim());
  // A source the list lacks (an existing collector's, or one typed by hand) stays the choice.
  if (value.trim() && !listed)
    options.unshift({
      value,
      label: value,
      title: value,
      address: query.isSuccess ? t('dialog.placeNotListed') : null,
    });
  const failure = query.error ? placesFailure(query.error) : null;
  const problem = query.error
    ? t('dialog.placesFailed', {
        reason: failure ? t(`reasons.${failure.reason}`) : errorMessage(query.error),
      })
    : null;
  const empty = query.isSuccess && places.length === 0;
  const hint = query.data?.truncated
    ? t('dialog.placesTruncated', { max: COLLECTOR_PLACES_MAX })
    : t('dialog.sourceListHint');

  return (
    <div className="gl-int-place">
      <FormField label={t('dialog.source')} htmlFor={id} hint={hint} error={error}>
        <Dropdown
          inputId={id}
          value={value || null}
          options={options}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => onChange((event.value as string | null) ?? '')}
          onBlur={onBlur}
          placeholder={query.isPending ? t('dialog.placesLoading') : t('dialog.sourcePlaceholder')}
          loading={query.isFetching && !query.data}
          disabled={!query.data && options.length === 0}
          filter
          filterBy="label"
          filterInputAutoFocus
          filterPlaceholder={t('dialog.placesSearch')}
          emptyMessage={t('dialog.placesEmpty')}
          emptyFilterMessage={t('dialog.placesNoMatch')}
          resetFilterOnHide
          panelClassName="gl-int-place__panel"
          itemTemplate={(option: PlaceOption) => (
            <span className="gl-int-place__option">
              <bdi className="gl-int-place__title">{option.title}</bdi>
              {option.address ? <small dir="auto">{option.address}</small> : null}
            </span>
          )}
          valueTemplate={(option: PlaceOption | null, props) =>
            option ? <bdi>{option.title}</bdi> : props.placeholder
          }
        />
      </FormField>
      <div className="gl-int-place__tools" aria-live="polite">
        {problem ? (
          <p className="gl-int-place__note gl-int-place__note--failed">
            <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {problem}
          </p>
        ) : empty ? (
          <p className="gl-int-place__note">{t('dialog.placesEmpty')}</p>
        ) : null}
        {problem ? (
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-refresh"
            label={t('dialog.placesRetry')}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          />
        ) : null}
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-pencil"
          label={t('dialog.enterByHand')}
          onClick={() => switchTo('by-hand')}
        />
      </div>
    </div>
  );
}
