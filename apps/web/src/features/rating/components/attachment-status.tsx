import { useTranslation } from 'react-i18next';
import type { AttachmentKind } from '../api/upload-attachment';

export type UploadState =
  | { status: 'sending'; progress: number }
  | { status: 'done' }
  | { status: 'failed'; reason: string }
  | { status: 'skipped' };

export interface AttachmentStatusProps {
  kind: AttachmentKind;
  state: UploadState;
  onRetry: () => void;
  onSkip: () => void;
}

/** One attachment after the rating was sent: its progress, sent, or failed with Try again. */
export function AttachmentStatus({ kind, state, onRetry, onSkip }: AttachmentStatusProps) {
  const { t } = useTranslation('rating');
  if (state.status === 'skipped') return null;
  const what = t(kind === 'audio' ? 'upload.audio' : 'upload.photo');
  const icon = kind === 'audio' ? 'pi-microphone' : 'pi-image';
  if (state.status === 'sending') {
    const percent = Math.round(state.progress * 100);
    const label = t('upload.progress', { what, percent });
    return (
      <li className="rt-upload">
        <i className={`pi ${icon}`} aria-hidden="true" />
        <div className="rt-upload__body">
          <span className="rt-upload__label">{label}</span>
          <progress className="rt-progress" max={100} value={percent} aria-label={label} />
        </div>
      </li>
    );
  }
  if (state.status === 'done') {
    return (
      <li className="rt-upload rt-upload--done">
        <i className="pi pi-check-circle" aria-hidden="true" />
        <span className="rt-upload__label">{t('upload.done', { what })}</span>
      </li>
    );
  }
  return (
    <li className="rt-upload rt-upload--failed">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div className="rt-upload__body">
        <p className="rt-upload__label" role="alert">
          {t('upload.failed', { what, reason: state.reason })}
        </p>
        <p className="rt-hint">{t('upload.kept')}</p>
        <div className="rt-actions">
          <button type="button" className="gr-button gr-button--secondary" onClick={onRetry}>
            <i className="pi pi-refresh" aria-hidden="true" />
            {t('upload.retry')}
          </button>
          <button type="button" className="gr-button gr-button--quiet" onClick={onSkip}>
            {t('upload.skip')}
          </button>
        </div>
      </div>
    </li>
  );
}
