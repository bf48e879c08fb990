import type { TMetric, TShareMethod } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, EmptyState, QueryState } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { isRunning, useDeleteShareMethod, useShareMethods } from '../../api/share-methods';
import { useExecuteShareMethod } from '../../api/share-tasks';
import { ConfirmDeletion } from '../confirm-deletion';
import { ShareMethodDialog } from './share-method-dialog';
import { TaskProgress, TaskStatus } from './task-progress';

/** The metric's saved invitations: send one now, change it, delete it, or add another. */
export function ShareMethodsPanel({
  metric,
  onExecuted,
}: {
  metric: TMetric;
  onExecuted: (taskId: string) => void;
}) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const methods = useShareMethods(metric.id);
  const execute = useExecuteShareMethod(metric.id);
  const remove = useDeleteShareMethod(metric.id);
  const [editing, setEditing] = useState<TShareMethod | null | undefined>(undefined);
  const [sending, setSending] = useState<TShareMethod | null>(null);
  const [deleting, setDeleting] = useState<TShareMethod | null>(null);

  /** A refusal in words: the page is off, the last sending still runs, or nobody has an address. */
  const describeExecuteError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      if (!metric.isActive) return t('share.inactive');
      const details = error.details as { taskId?: unknown } | undefined;
      return details?.taskId ? t('share.stillSending') : t('share.nobody');
    }
    return errorMessage(error);
  };

  const newButton = (
    <Button type="button" icon="pi pi-plus" label={t('share.new')} onClick={() => setEditing(null)} />
  );

  return (
    <section className="gl-panel gl-metric-section" aria-labelledby="share-methods-heading">
      <div className="gl-metrics-toolbar">
        <h2 id="share-methods-heading">{t('share.heading')}</h2>
        {methods.data?.items.length ? newButton : null}
      </div>
      <p className="gl-metrics-muted">{t('share.lead')}</p>
      {!metric.isActive ? <p className="gl-metrics-note">{t('share.inactive')}</p> : null}
      <QueryState
        query={methods}
        loadingLabel={t('share.loading')}
        errorTitle={t('share.loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon="pi pi-send"
            title={t('share.emptyTitle')}
            message={t('share.emptyMessage')}
            action={newButton}
          />
        }
      >
        {(data) => (
          <ul className="gl-share-methods">
            {data.items.map((method) => {
              const running = method.lastTask !== null && isRunning(method.lastTask.status);
              const audience = method.data.audience;
              return (
                <li key={method.id} className="gl-share-method">
                  <div className="gl-share-method__text">
                    <h3 dir="auto">{method.title}</h3>
                    <p dir="auto">{method.data.subject}</p>
                    <p className="gl-metrics-muted">
                      {audience.source === 'list'
                        ? t('share.audienceList', { count: audience.emails.length })
                        : t('share.audienceRecent', { count: audience.days })}
                    </p>
                    {method.lastTask ? (
                      <div className="gl-share-method__last">
                        <TaskStatus status={method.lastTask.status} />
                        <TaskProgress task={method.lastTask} />
                      </div>
                    ) : null}
                  </div>
                  <div className="gl-metrics-actions">
                    <Button
                      type="button"
                      icon="pi pi-send"
                      label={t('share.send')}
                      aria-label={t('share.sendOf', { title: method.title })}
                      disabled={running}
                      onClick={() => setSending(method)}
                    />
                    <Button
                      type="button"
                      icon="pi pi-pencil"
                      outlined
                      label={t('share.edit')}
                      aria-label={t('share.editOf', { title: method.title })}
                      onClick={() => setEditing(method)}
                    />
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      rounded
                      severity="danger"
                      aria-label={t('share.deleteOf', { title: method.title })}
                      disabled={running}
                      onClick={() => setDeleting(method)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <ShareMethodDialog metricId={metric.id} method={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={sending !== null}
        title={t('share.sendTitle', { title: sending?.title ?? '' })}
        message={
          sending?.data.audience.source === 'list'
            ? t('share.sendList', { count: sending.data.audience.emails.length })
            : t('share.sendRecent', {
                count: sending?.data.audience.source === 'recent-customers' ? sending.data.audience.days : 0,
              })
        }
        confirmLabel={t('share.sendConfirm')}
        confirmIcon="pi pi-send"
        cancelLabel={t('actions.cancel')}
        describeError={describeExecuteError}
        onConfirm={async () => {
          if (!sending) return;
          const task = await execute.mutateAsync(sending.id);
          toast.success(t('share.started', { count: task.total }));
          onExecuted(task.id);
        }}
        onClose={() => setSending(null)}
      />
      <ConfirmDeletion
        item={deleting}
        words={(method) => ({
          title: t('share.deleteTitle', { title: method?.title ?? '' }),
          message: t('share.deleteMessage'),
          confirm: t('share.deleteConfirm'),
          done: t('share.deleted', { title: method?.title ?? '' }),
        })}
        remove={(method) => remove.mutateAsync(method.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
