import type { TUser } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '@/lib/session';
import { GuestSignIn } from './guest-sign-in';
import { GuestQueryState } from './guest-states';
import { PayLoading } from './pay-frame';

/**
 * Profile pages need the guest signed in (SPEC point 2): until then they offer the guest's own
 * sign-in in place (a code by e-mail), and show the page once it succeeds.
 */
export function ProfileGate({ title, children }: { title: string; children: (user: TUser) => ReactNode }) {
  const { t } = useTranslation('guest-pay');
  const session = useQuery(currentUserQuery);

  return (
    <GuestQueryState query={session} loading={<PayLoading />}>
      {(user) =>
        user ? (
          children(user)
        ) : (
          <div className="gm-page profile-sign-in">
            <h1 className="gm-page__title">{title}</h1>
            <GuestSignIn title={t('profile.signInTitle')} message={t('profile.signInWhy')} />
          </div>
        )
      }
    </GuestQueryState>
  );
}
