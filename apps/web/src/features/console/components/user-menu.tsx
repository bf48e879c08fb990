import type { TUser } from '@guestloop/contracts';
import { Avatar } from 'primereact/avatar';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/entities/session';
import { CONSOLE_PATHS } from '../paths';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((part) => Array.from(part ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

export function UserAvatar({
  user,
  size = 'normal',
}: {
  user: Pick<TUser, 'name' | 'imageUrl'>;
  size?: 'normal' | 'large' | 'xlarge';
}) {
  return user.imageUrl ? (
    <Avatar image={user.imageUrl} shape="circle" size={size} imageAlt="" aria-hidden="true" />
  ) : (
    <Avatar label={initials(user.name)} shape="circle" size={size} aria-hidden="true" className="gl-avatar" />
  );
}

/** The user's button in the top bar (named after the user) with Profile and Sign out. */
export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const logout = useSignOut();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);

  const items: MenuItem[] = [
    {
      label: t('userMenu.profile'),
      icon: 'pi pi-user',
      command: () => navigate(CONSOLE_PATHS.profile),
    },
    { separator: true },
    {
      label: t('userMenu.signOut'),
      icon: 'pi pi-sign-out',
      disabled: logout.isPending,
      // mutateAsync: the menu unmounts as soon as the session is cleared, and a mutate() callback
      // would then never run.
      command: () => {
        void logout
          .mutateAsync()
          .catch(() => undefined)
          .then(() => navigate(CONSOLE_PATHS.signIn, { replace: true }));
      },
    },
  ];

  return (
    <>
      <button
        type="button"
        className="gl-topbar__user"
        aria-label={user.name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <UserAvatar user={user} />
        <span className="gl-topbar__user-name" aria-hidden="true">
          {user.name}
        </span>
        <span className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu
        ref={menu}
        id={menuId}
        model={items}
        popup
        popupAlignment="right"
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
    </>
  );
}
