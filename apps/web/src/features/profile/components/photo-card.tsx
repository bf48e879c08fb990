import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, type TUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useUploadProfileImage } from '../api/upload-profile-image';

const MAX_MB = Math.round(PROFILE_IMAGE_MAX_BYTES / (1024 * 1024));

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((part) => Array.from(part ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The profile picture: choose a file, see it at once, watch the upload, read any problem. */
export function PhotoCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const upload = useUploadProfileImage();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(t('photo.wrongType'));
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setError(t('photo.tooLarge', { size: MAX_MB }));
      return;
    }
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(t('photo.saved'));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPreview(null);
    }
  };

  const shown = preview ?? user.imageUrl;
  return (
    <section className="gl-profile-card" aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title">{t('photo.title')}</h2>
      <p className="gl-profile-card__lead">{t('photo.lead')}</p>
      <div className="gl-avatar-upload">
        <div className="gl-avatar-upload__picture">
          {shown ? (
            <img src={shown} alt={preview ? t('photo.preview') : t('photo.current')} />
          ) : (
            <span aria-hidden="true">{initials(user.name)}</span>
          )}
        </div>
        <div className="gl-avatar-upload__controls">
          <input
            ref={input}
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            className="gl-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onChange}
          />
          <div className="gl-profile-actions">
            <Button
              type="button"
              icon="pi pi-upload"
              outlined
              label={user.imageUrl ? t('photo.change') : t('photo.upload')}
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            />
          </div>
          <small id="profile-photo-hint">{t('photo.hint', { size: MAX_MB })}</small>
          {upload.isPending ? (
            <ProgressBar
              value={progress}
              style={{ height: '0.5rem' }}
              showValue={false}
              aria-label={t('photo.uploading')}
            />
          ) : null}
          <div aria-live="polite">
            {error ? (
              <p className="gl-profile-message gl-profile-message--error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
