import type { TMetric } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, useUploadErrorMessage } from '@/lib/upload';
import { useRemoveMetricImage, useUploadMetricImage } from '../../api/metric-image';

/**
 * The picture at the top of the rating page. The API takes the file itself with the metric
 * (POST /metric/{slug}/image), so this picker uploads straight to it, with a progress bar.
 */
export function MetricPicture({ metric }: { metric: TMetric }) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const uploadError = useUploadErrorMessage();
  const upload = useUploadMetricImage(metric.slug);
  const remove = useRemoveMetricImage(metric.slug);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(t('picture.saved'));
    } catch (error) {
      setProblem(uploadError(error));
    } finally {
      setProgress(null);
    }
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('picture.removed')),
      onError: (error) => setProblem(errorMessage(error)),
    });

  return (
    <div className="gl-metric-picture">
      <div className="gl-metric-picture__preview">
        {metric.imageUrl ? (
          <img src={metric.imageUrl} alt={t('picture.alt')} />
        ) : (
          <span className="pi pi-image" aria-hidden="true" />
        )}
      </div>
      <div className="gl-metric-picture__side">
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="gl-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event)}
        />
        <div className="gl-metrics-actions">
          <Button
            type="button"
            icon="pi pi-upload"
            outlined
            label={metric.imageUrl ? t('picture.replace') : t('picture.upload')}
            aria-describedby={hintId}
            disabled={busy}
            onClick={() => input.current?.click()}
          />
          {metric.imageUrl ? (
            <Button
              type="button"
              icon="pi pi-times"
              text
              severity="danger"
              label={t('picture.remove')}
              disabled={busy}
              loading={remove.isPending}
              onClick={onRemove}
            />
          ) : null}
        </div>
        <small id={hintId} className="gl-metrics-muted">
          {t('picture.hint', { size: IMAGE_MAX_MB })}
        </small>
        {progress !== null ? (
          <ProgressBar value={Math.round(progress * 100)} aria-label={t('picture.uploading')} />
        ) : null}
        {problem ? (
          <p className="gl-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
