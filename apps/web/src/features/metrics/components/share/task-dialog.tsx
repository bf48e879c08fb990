import type { TShareTaskRecipient } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { useShareTask } from '../../api/share-tasks';
import { TaskProgress, TaskStatus } from './task-progress';

const ICON: Record<TShareTaskRecipient['status'], string> = {
  pending: 'pi pi-clock',
  queued: 'pi pi-send',
  sent: 'pi pi-check-circle',
  failed: 'pi pi-times-circle',
};

/** One sending: its progress and what happened to each recipient (asked again while it runs). */
export function TaskDialog({
  metricId,
  taskId,
  onClose,
}: {
  metricId: string;
  taskId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('metrics');
  const dates = useConsoleDates();
  const task = useShareTask(metricId, taskId);
  return (
    <Dialog
      visible={taskId !== null}
      onHide={onClose}
      header={task.data ? t('tasks.dialogTitle', { title: task.data.shareMethodTitle }) : t('tasks.details')}
      className="gl-metrics-dialog gl-metrics-dialog--wide"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <QueryState query={task} loadingLabel={t('tasks.loading')} errorTitle={t('tasks.loadError')}>
        {(data) => (
          <div className="gl-metrics-form">
            <div className="gl-share-task__head">
              <TaskStatus status={data.status} />
              <span className="gl-metrics-muted">
                <time dateTime={data.createdAt}>{dates.format(data.createdAt, 'dateTime')}</time>
              </span>
            </div>
            <TaskProgress task={data} />
            <p className="gl-metrics-muted">{t('tasks.deliveryHint')}</p>
            <table className="gl-recipients">
              <caption className="gl-visually-hidden">{t('tasks.recipients')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tasks.recipient')}</th>
                  <th scope="col">{t('tasks.result')}</th>
                </tr>
              </thead>
              <tbody>
                {data.recipients.map((recipient) => (
                  <tr key={recipient.email} className={`gl-recipient gl-recipient--${recipient.status}`}>
                    <td>
                      <span dir="ltr">{recipient.email}</span>
                      {recipient.name ? <span className="gl-metrics-muted"> · {recipient.name}</span> : null}
                    </td>
                    <td>
                      <span className={ICON[recipient.status]} aria-hidden="true" />{' '}
                      {t(`tasks.recipientStatus.${recipient.status}`)}
                      {recipient.sentAt ? (
                        <span className="gl-metrics-muted"> · {dates.format(recipient.sentAt, 'time')}</span>
                      ) : null}
                      {recipient.error ? (
                        <span className="gl-recipient__error">{recipient.error}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
