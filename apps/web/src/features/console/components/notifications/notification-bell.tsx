import type { TUser } from '@guestloop/contracts';
import { OverlayPanel } from 'primereact/overlaypanel';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import {
  BELL_POLL_MS,
  NotificationsLive,
  reachesLiveFeed,
  useNotificationList,
} from '@/entities/notifications';
import { can } from '@/entities/permissions';
import { NotificationPanel } from './notification-panel';
import './notification-bell.css';

const PHONE = '(max-width: 639px)';

/** Phones get the panel as a dialog over the page; wider screens a panel under the bell. */
function useIsPhone(): boolean {
  const query = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(PHONE).matches);
  const [phone, setPhone] = useState(query);
  useEffect(() => {
    const list = window.matchMedia?.(PHONE);
    if (!list) return;
    const update = () => setPhone(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return phone;
}

/**
 * The top bar's bell (for members who may be told of ratings or answers): how many notifications
 * are unread, kept current from the live feed, and the list to open, read and clear. The texts
 * are the `notifications` namespace's, shared with the settings page.
 */
export function NotificationBell({ user }: { user: TUser }) {
  const { t } = useTranslation('notifications');
  const live = reachesLiveFeed(user);
  const list = useNotificationList({ pollMs: live ? undefined : BELL_POLL_MS });
  const phone = useIsPhone();
  const panel = useRef<OverlayPanel>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const unread = list.data?.unread ?? 0;

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (phone) setOpen((was) => !was);
    else panel.current?.toggle(event);
  };
  const close = () => {
    if (phone) setOpen(false);
    else panel.current?.hide();
  };
  const content = (
    <NotificationPanel
      list={list}
      canSetUp={can(user, 'notifications.manage')}
      headingId={headingId}
      onClose={close}
    />
  );

  return (
    <>
      {live ? <NotificationsLive /> : null}
      <span className="gl-bell">
        <button
          ref={button}
          type="button"
          className="gl-bell__button"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
        >
          <span className="pi pi-bell" aria-hidden="true" />
          {unread > 0 ? (
            <span className="gl-bell__badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </span>
      {phone ? (
        <Dialog
          id={panelId}
          visible={open}
          onHide={() => setOpen(false)}
          onShow={() => document.getElementById(headingId)?.focus()}
          showHeader={false}
          dismissableMask
          position="top"
          className="gl-bell-dialog"
          draggable={false}
          resizable={false}
          pt={{ root: { 'aria-labelledby': headingId } }}
        >
          {content}
        </Dialog>
      ) : (
        <OverlayPanel
          ref={panel}
          id={panelId}
          className="gl-bell-panel"
          pt={{ root: { role: 'dialog', 'aria-labelledby': headingId } }}
          onShow={() => {
            setOpen(true);
            // The panel's heading: keyboard users start at its top, with no button lit up.
            document.getElementById(headingId)?.focus();
          }}
          onHide={() => {
            setOpen(false);
            // Back to the bell when the panel had the focus (not when the member clicked elsewhere).
            const active = document.activeElement;
            if (!active || active === document.body || document.getElementById(panelId)?.contains(active)) {
              button.current?.focus();
            }
          }}
        >
          {content}
        </OverlayPanel>
      )}
    </>
  );
}
