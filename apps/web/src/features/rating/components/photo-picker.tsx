import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreparedPhoto, photoToPng } from '../model/photo-resize';

export interface PickedPhoto extends PreparedPhoto {
  url: string;
}

export interface PhotoPickerProps {
  value: PickedPhoto | null;
  onChange: (photo: PickedPhoto | null) => void;
  disabled?: boolean;
}

/**
 * Attach a photo: the phone offers its camera or its pictures (no `capture`, which would hide the
 * pictures), and the photo is made a PNG of at most 1600 px before it is sent.
 */
export function PhotoPicker({ value, onChange, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('rating');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current && shown.current !== value?.url) URL.revokeObjectURL(shown.current);
    shown.current = value?.url ?? null;
  }, [value]);
  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setUnreadable(false);
    try {
      const photo = await photoToPng(file);
      onChange({ ...photo, url: URL.createObjectURL(photo.blob) });
    } catch {
      setUnreadable(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rt-photo">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="gl-visually-hidden"
        onChange={(event) => void pick(event)}
        disabled={disabled || busy}
        tabIndex={-1}
        aria-hidden="true"
      />
      {value ? (
        <figure className="rt-photo__preview">
          <img src={value.url} alt={t('photo.preview')} width={value.width} height={value.height} />
        </figure>
      ) : null}
      {busy ? (
        <p className="rt-note" role="status">
          <span className="gl-loader__spinner rt-note__spinner" aria-hidden="true" />
          <span>{t('photo.preparing')}</span>
        </p>
      ) : null}
      {unreadable ? (
        <p className="rt-note rt-note--warn" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>{t('photo.unreadable')}</span>
        </p>
      ) : null}
      {value ? (
        <div className="rt-actions">
          <button
            type="button"
            className="gr-button gr-button--quiet"
            onClick={() => input.current?.click()}
            disabled={disabled || busy}
          >
            <i className="pi pi-images" aria-hidden="true" />
            {t('photo.replace')}
          </button>
          <button
            type="button"
            className="gr-button gr-button--quiet gr-button--danger"
            onClick={() => onChange(null)}
            disabled={disabled || busy}
          >
            <i className="pi pi-trash" aria-hidden="true" />
            {t('photo.remove')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="gr-button gr-button--secondary gr-button--wide"
          onClick={() => input.current?.click()}
          disabled={disabled || busy}
        >
          <i className="pi pi-camera" aria-hidden="true" />
          {t('photo.add')}
        </button>
      )}
    </div>
  );
}
