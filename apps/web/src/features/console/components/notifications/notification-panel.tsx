import type { TNotification, TNotificationList } from '@guestloop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import {
  type NotificationGroup,
  useClearNotifications,
  useDeleteNotification,
  useMarkNotificationsRead,
} from '@/entities/notifications';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { type BellGroup, bellGroups } from './notification-groups';
import { NotificationItem } from './notification-item';

/** The console page of the member's notification settings. */
export const NOTIFICATION_SETTINGS_PATH = '/user/app/notifications';

export interface NotificationPanelProps {
  list: UseQueryResult<TNotificationList>;
  /** The member may change what they are told of (the settings link). */
  canSetUp: boolean;
  headingId: string;
  onClose(): void;
}

const GROUP_TITLE: Record<NotificationGroup['type'], string> = {
  metric: 'groups.metric',
  survey: 'groups.survey',
  'e-nps': 'groups.enps',
  booking: 'groups.booking',
};

/** What the bell opens: the newest notifications by what they are about, to open, read or clear. */
export function NotificationPanel({ list, canSetUp, headingId, onClose }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const dates = useConsoleDates();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const markRead = useMarkNotificationsRead();
  const remove = useDeleteNotification();
  const clear = useClearNotifications();
  const unread = list.data?.unread ?? 0;
  const fail = (error: unknown) => toast.error(errorMessage(error));

  const open = (item: TNotification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] }, { onError: fail });
    onClose();
  };
  const groupTitle = (group: BellGroup) => group.title ?? t(GROUP_TITLE[group.clear?.type ?? 'metric']);
  const clearing = (group: BellGroup) =>
    clear.isPending && JSON.stringify(clear.variables) === JSON.stringify(group.clear);

  return (
    <div className="gl-bell-panel__inner">
      <div className="gl-bell-panel__head">
        <h2 id={headingId} tabIndex={-1}>
          {t('bell.title')}
        </h2>
        {unread > 0 ? (
          <span className="gl-bell-panel__unread">{t('bell.unreadCount', { count: unread })}</span>
        ) : null}
        <span className="gl-bell-panel__spacer" />
        <Button
          type="button"
          size="small"
          text
          rounded
          severity="secondary"
          icon="pi pi-times"
          aria-label={t('bell.close')}
          onClick={onClose}
        />
      </div>
      <QueryState
        query={list}
        loadingLabel={t('bell.loading')}
        errorTitle={t('bell.loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="gl-bell-panel__empty">
            <span className="pi pi-bell-slash" aria-hidden="true" />
            <strong>{t('bell.emptyTitle')}</strong>
            <span>{t('bell.emptyMessage')}</span>
          </div>
        }
      >
        {(data) => (
          <div className="gl-bell-panel__groups">
            {bellGroups(data.items).map((group) => (
              <section key={group.key} className="gl-bell-group" aria-label={groupTitle(group)}>
                <div className="gl-bell-group__head">
                  <h3>
                    <bdi>{groupTitle(group)}</bdi>
                  </h3>
                  {group.clear ? (
                    <Button
                      type="button"
                      size="small"
                      text
                      severity="secondary"
                      icon="pi pi-eraser"
                      label={t('bell.clearGroup')}
                      aria-label={t('bell.clearGroupLabel', { title: groupTitle(group) })}
                      loading={clearing(group)}
                      onClick={() => group.clear && clear.mutate(group.clear, { onError: fail })}
                    />
                  ) : null}
                </div>
                <ul className="gl-bell-group__items">
                  {group.items.map((item) => (
                    <NotificationItem
                      key={item.id}
                      item={item}
                      dates={dates}
                      deleting={remove.isPending && remove.variables === item.id}
                      onOpen={open}
                      onDelete={(gone) => remove.mutate(gone.id, { onError: fail })}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryState>
      <div className="gl-bell-panel__foot">
        {canSetUp ? (
          <Link to={NOTIFICATION_SETTINGS_PATH} onClick={onClose}>
            <span className="pi pi-cog" aria-hidden="true" /> {t('bell.settings')}
          </Link>
        ) : null}
        <span className="gl-bell-panel__spacer" />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-check-square"
          label={t('bell.markAllRead')}
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
          onClick={() => markRead.mutate({ all: true }, { onError: fail })}
        />
      </div>
    </div>
  );
}
