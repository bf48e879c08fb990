import type { TCollector, TMetric } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { useMetricList } from '@/entities/metrics';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useDeleteCollector, useExecuteCollector } from '../api/collector-actions';
import { useCollectors } from '../api/get-collectors';
import { CollectorDialog } from './collector-dialog';
import { RunHistory } from './run-history';
import { intervalKey } from './schedule';

/** An integration's review collectors: add, change, run now, delete, and each one's runs. */
export function CollectorsPanel({ slug }: { slug: string }) {
  const { t } = useTranslation('integrations');
  const query = useCollectors(slug);
  const metrics = useMetricList();
  const [editing, setEditing] = useState<{ collector: TCollector | null } | null>(null);
  const headingId = `collectors-${slug}`;
  return (
    <section className="gl-int-collectors" aria-labelledby={headingId}>
      <div className="gl-int-collectors__head">
        <div>
          <h4 id={headingId}>{t('collectors.heading')}</h4>
          <p className="gl-int-muted">{t('collectors.lead')}</p>
        </div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('collectors.add')}
          onClick={() => setEditing({ collector: null })}
        />
      </div>
      <QueryState
        query={query}
        loadingLabel={t('collectors.loading')}
        errorTitle={t('collectors.loadError')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="gl-int-note">{t('collectors.empty')}</p>}
      >
        {(list) => (
          <ul className="gl-int-collector-list">
            {list.map((collector) => (
              <CollectorItem
                key={collector.id}
                slug={slug}
                collector={collector}
                metrics={metrics.data?.items}
                onEdit={() => setEditing({ collector })}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <CollectorDialog
        slug={slug}
        open={editing !== null}
        collector={editing?.collector ?? null}
        metrics={metrics.data?.items}
        metricsFailed={metrics.isError}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

interface CollectorItemProps {
  slug: string;
  collector: TCollector;
  metrics: TMetric[] | undefined;
  onEdit: () => void;
}

function CollectorItem({ slug, collector, metrics, onEdit }: CollectorItemProps) {
  const { t } = useTranslation('integrations');
  const dates = useConsoleDates();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const execute = useExecuteCollector(slug);
  const remove = useDeleteCollector(slug);
  const [deleting, setDeleting] = useState(false);
  const metric = metrics?.find((m) => m.id === collector.metricId);
  const schedule = intervalKey(collector.intervalMinutes);
  const active = collector.runs.some((r) => r.status === 'queued' || r.status === 'running');
  const titleId = `collector-${collector.id}`;

  const runNow = async () => {
    try {
      await execute.mutateAsync(collector.id);
      toast.info(t('collectors.queued'));
    } catch (error) {
      toast.error(t('collectors.runFailed'), errorMessage(error));
    }
  };

  return (
    <li className="gl-int-collector" aria-labelledby={titleId}>
      <div className="gl-int-collector__head">
        <h5 id={titleId} dir="auto">
          {collector.title}
        </h5>
        <div className="gl-int-collector__actions">
          <Button
            type="button"
            icon="pi pi-play"
            label={t('collectors.runNow')}
            aria-label={t('collectors.runNowOf', { title: collector.title })}
            size="small"
            loading={execute.isPending || active}
            disabled={active}
            onClick={runNow}
          />
          <Button
            type="button"
            icon="pi pi-pencil"
            label={t('collectors.edit')}
            aria-label={t('collectors.editOf', { title: collector.title })}
            size="small"
            outlined
            onClick={onEdit}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            aria-label={t('collectors.deleteOf', { title: collector.title })}
            title={t('collectors.delete')}
            size="small"
            severity="danger"
            text
            onClick={() => setDeleting(true)}
          />
        </div>
      </div>
      <dl className="gl-int-facts">
        <div>
          <dt>{t('collectors.source')}</dt>
          <dd dir="ltr" className="gl-int-code">
            {collector.source}
          </dd>
        </div>
        <div>
          <dt>{t('collectors.metric')}</dt>
          <dd dir="auto">
            {metric ? `${metric.title} — ${metric.locationName}` : t('collectors.unknownMetric')}
          </dd>
        </div>
        <div>
          <dt>{t('collectors.schedule')}</dt>
          <dd>
            {collector.enabled || collector.intervalMinutes === null
              ? t(schedule.key, { count: schedule.count })
              : t('collectors.paused')}
            {collector.nextRunAt ? (
              <span className="gl-int-muted">
                {' '}
                · {t('collectors.nextRun', { time: dates.when(collector.nextRunAt) })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <RunHistory runs={collector.runs} title={collector.title} />
      <ConfirmDialog
        open={deleting}
        title={t('collectors.deleteTitle', { title: collector.title })}
        message={t('collectors.deleteMessage')}
        confirmLabel={t('collectors.delete')}
        cancelLabel={t('disconnect.cancel')}
        onConfirm={async () => {
          await remove.mutateAsync(collector.id);
          toast.success(t('collectors.deleted'));
        }}
        onClose={() => setDeleting(false)}
      />
    </li>
  );
}
