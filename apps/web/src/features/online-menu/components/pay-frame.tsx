import type { TPublicMenu } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './guest-menu.css';
import '../styles/pay.css';
import { GuestShell } from './guest-shell';
import { MenuGate } from './menu-states';

/** A paying or profile page of the menu `slug`: the menu's frame, no cart icon. */
export function PayFrame(props: {
  slug: string;
  backTo: string;
  children: (menu: TPublicMenu) => ReactNode;
}) {
  return (
    <MenuGate slug={props.slug}>
      {(menu) => (
        <GuestShell slug={props.slug} backTo={props.backTo} heading={menu.title} showCart={false}>
          {props.children(menu)}
        </GuestShell>
      )}
    </MenuGate>
  );
}

/** A quiet placeholder while the order loads (the frame is already there). */
export function PayLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="pay-loading" role="status" aria-live="polite">
      <span className="pay-spinner" aria-hidden="true" />
      <span className="gl-visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
