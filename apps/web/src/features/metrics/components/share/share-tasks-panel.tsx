import type { TMetric } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { useShareTasks } from '../../api/share-tasks';
import { TaskProgress, TaskStatus } from './task-progress';

/** Every sending of the metric's invitations, newest first, with its progress (asked again while running). */
export function ShareTasksPanel({ metric, onOpen }: { metric: TMetric; onOpen: (taskId: string) => void }) {
  const { t } = useTranslation('metrics');
  const dates = useConsoleDates();
  const tasks = useShareTasks(metric.id);
  return (
    <section className="gl-panel gl-metric-section" aria-labelledby="share-tasks-heading">
      <h2 id="share-tasks-heading">{t('tasks.heading')}</h2>
      <QueryState
        query={tasks}
        loadingLabel={t('tasks.loading')}
        errorTitle={t('tasks.loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="gl-metrics-muted">{t('tasks.none')}</p>}
      >
        {(data) => (
          <ul className="gl-share-tasks" aria-labelledby="share-tasks-heading">
            {data.items.map((task) => (
              <li key={task.id} className="gl-share-task">
                <div className="gl-share-task__head">
                  <strong dir="auto">{task.shareMethodTitle}</strong>
                  <TaskStatus status={task.status} />
                </div>
                <p className="gl-metrics-muted">
                  <time dateTime={task.createdAt}>{dates.format(task.createdAt, 'dateTime')}</time>
                </p>
                <TaskProgress task={task} />
                <Button
                  type="button"
                  text
                  icon="pi pi-list"
                  label={t('tasks.details')}
                  aria-label={t('tasks.detailsOf', {
                    title: task.shareMethodTitle,
                    when: dates.format(task.createdAt, 'dateTime'),
                  })}
                  onClick={() => onOpen(task.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
