import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { UploadItem } from '../api/upload-images';
import { formatBytes } from './format';
import './upload-queue.css';

export interface UploadQueueProps {
  items: UploadItem[];
  onCancel(key: string): void;
  onDismiss(key?: string): void;
}

const ICONS: Record<UploadItem['status'], string> = {
  queued: 'pi pi-clock',
  uploading: 'pi pi-upload',
  done: 'pi pi-check-circle',
  error: 'pi pi-exclamation-circle',
  cancelled: 'pi pi-ban',
};

/** The files being uploaded: each with its progress, result or problem. */
export function UploadQueue({ items, onCancel, onDismiss }: UploadQueueProps) {
  const { t, i18n } = useTranslation('media');
  const language = currentLanguage(i18n.language);
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status !== 'queued' && item.status !== 'uploading');
  return (
    <section className="gl-media-queue" aria-labelledby="media-queue-title">
      <header className="gl-media-queue__header">
        <h2 id="media-queue-title">{t('upload.queueTitle')}</h2>
        {finished ? (
          <Button type="button" text size="small" label={t('upload.clear')} onClick={() => onDismiss()} />
        ) : null}
      </header>
      <ul className="gl-media-queue__list">
        {items.map((item) => {
          const busy = item.status === 'queued' || item.status === 'uploading';
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.key} className={`gl-media-queue__item gl-media-queue__item--${item.status}`}>
              <span className={`gl-media-queue__icon ${ICONS[item.status]}`} aria-hidden="true" />
              <div className="gl-media-queue__body">
                <div className="gl-media-queue__line">
                  <span className="gl-media-queue__name" dir="auto">
                    {item.name}
                  </span>
                  <span className="gl-media-queue__size">{formatBytes(item.size, language)}</span>
                </div>
                {item.status === 'uploading' ? (
                  <ProgressBar
                    value={percent}
                    showValue={false}
                    aria-label={t('upload.progress', { name: item.name })}
                  />
                ) : null}
                <div className="gl-media-queue__status" role={item.status === 'error' ? 'alert' : undefined}>
                  {item.status === 'error' ? item.error : t(`upload.status.${item.status}`, { percent })}
                </div>
              </div>
              {busy ? (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  aria-label={t('upload.cancel', { name: item.name })}
                  onClick={() => onCancel(item.key)}
                />
              ) : (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  severity="secondary"
                  aria-label={t('upload.dismiss', { name: item.name })}
                  onClick={() => onDismiss(item.key)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
