import type { TMetric } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useClearRatings, useDeleteMetric } from '../../api/delete-metric';
import { useMoveMetric } from '../../api/move-metric';
import { METRICS_PATH } from '../../paths';
import { LocationField } from '../type-and-location-fields';

/** Move to another location, clear every rating, delete: each asks first. */
export function MetricDangerZone({ metric, leaving }: { metric: TMetric; leaving: RefObject<boolean> }) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const move = useMoveMetric(metric.slug);
  const clear = useClearRatings(metric.slug);
  const remove = useDeleteMetric();
  const [target, setTarget] = useState<string | null>(null);
  const [asking, setAsking] = useState<'move' | 'clear' | 'delete' | null>(null);
  const close = () => setAsking(null);
  const count = metric.ratingsCount ?? 0;

  return (
    <>
      <section className="gl-panel gl-metric-section" aria-labelledby="metric-move-heading">
        <h2 id="metric-move-heading">{t('move.heading')}</h2>
        <p className="gl-metrics-muted">{t('move.lead', { location: metric.locationName })}</p>
        <div className="gl-metric-move">
          <LocationField
            inputId="metric-move-location"
            label={t('move.target')}
            value={target}
            onChange={setTarget}
            exclude={metric.locationId}
          />
          <Button
            type="button"
            icon="pi pi-arrow-right-arrow-left"
            outlined
            label={t('move.button')}
            disabled={!target}
            onClick={() => setAsking('move')}
          />
        </div>
      </section>
      <section
        className="gl-panel gl-metric-section gl-metric-danger"
        aria-labelledby="metric-danger-heading"
      >
        <h2 id="metric-danger-heading">{t('danger.heading')}</h2>
        <div className="gl-metric-danger__row">
          <p>{t('clear.lead', { count })}</p>
          <Button
            type="button"
            icon="pi pi-eraser"
            outlined
            severity="danger"
            label={t('clear.button')}
            disabled={count === 0}
            onClick={() => setAsking('clear')}
          />
        </div>
        <div className="gl-metric-danger__row">
          <p>{t('delete.lead')}</p>
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            label={t('delete.button')}
            onClick={() => setAsking('delete')}
          />
        </div>
      </section>
      <ConfirmDialog
        open={asking === 'move'}
        title={t('move.confirmTitle')}
        message={t('move.confirmMessage')}
        confirmLabel={t('move.button')}
        confirmIcon="pi pi-arrow-right-arrow-left"
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          const moved = await move.mutateAsync(target ?? '');
          setTarget(null);
          toast.success(t('move.done', { location: moved.locationName }));
        }}
        describeError={errorMessage}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'clear'}
        title={t('clear.confirmTitle')}
        message={t('clear.confirmMessage', { count })}
        confirmLabel={t('clear.button')}
        confirmIcon="pi pi-eraser"
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          const done = await clear.mutateAsync();
          toast.success(t('clear.done', { count: done.deletedRatings }));
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('delete.title', { title: metric.title })}
        message={t('delete.message', { count })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          leaving.current = true;
          try {
            await remove.mutateAsync(metric.slug);
          } catch (error) {
            leaving.current = false;
            throw error;
          }
          toast.success(t('delete.done', { title: metric.title }));
          navigate(METRICS_PATH, { replace: true });
        }}
        onClose={close}
      />
    </>
  );
}
