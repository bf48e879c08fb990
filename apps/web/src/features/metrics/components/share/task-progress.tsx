import type { TShareTask, TShareTaskStatus } from '@guestloop/contracts';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY: Record<TShareTaskStatus, 'info' | 'warning' | 'success' | 'danger'> = {
  queued: 'info',
  running: 'warning',
  done: 'success',
  failed: 'danger',
};

export function TaskStatus({ status }: { status: TShareTaskStatus }) {
  const { t } = useTranslation('metrics');
  return <Tag value={t(`tasks.status.${status}`)} severity={SEVERITY[status]} rounded />;
}

/**
 * "Sent 12 of 40 · being sent: 3 · failed: 1" with a bar of the mails that are finished: sent
 * (the mail server accepted them) or failed.
 */
export function TaskProgress({ task }: { task: TShareTask }) {
  const { t } = useTranslation('metrics');
  const finished = task.sent + task.failed;
  const percent = task.total ? Math.round((finished / task.total) * 100) : 100;
  const words = [
    t('tasks.progress', { sent: task.sent, total: task.total }),
    task.queued ? t('tasks.queuedCount', { count: task.queued }) : null,
    task.failed ? t('tasks.failedCount', { count: task.failed }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="gl-task-progress">
      <ProgressBar value={percent} showValue={false} aria-label={words} />
      <span className="gl-metrics-muted">{words}</span>
    </div>
  );
}
