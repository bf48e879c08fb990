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

/** "12 of 40 sent, 1 failed" with a bar. */
export function TaskProgress({ task }: { task: TShareTask }) {
  const { t } = useTranslation('metrics');
  const done = task.sent + task.failed;
  const percent = task.total ? Math.round((done / task.total) * 100) : 100;
  const words = t('tasks.progress', { sent: task.sent, total: task.total, failed: task.failed });
  return (
    <div className="gl-task-progress">
      <ProgressBar value={percent} showValue={false} aria-label={words} />
      <span className="gl-metrics-muted">
        {words}
        {task.failed ? ` · ${t('tasks.failedCount', { count: task.failed })}` : ''}
      </span>
    </div>
  );
}
