import type { TUser } from '@guestloop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '@/lib/session';
import { GuestSignIn } from './guest-sign-in';
import { GuestQueryState } from './guest-states';
import { PayLoading } from './pay-frame';

/** What the guest's pages know of the guest; read again once an account signs in. */
const GUEST_DATA = ['customer', 'my-orders', 'bonus'];

/** Profile pages need an account: until one is signed in they offer the sign-in in place. */
export function ProfileGate({ title, children }: { title: string; children: (user: TUser) => ReactNode }) {
  const { t } = useTranslation('guest-pay');
  const queryClient = useQueryClient();
  const session = useQuery(currentUserQuery);

  return (
    <GuestQueryState query={session} loading={<PayLoading />}>
      {(user) =>
        user ? (
          children(user)
        ) : (
          <div className="gm-page profile-sign-in">
            <h1 className="gm-page__title">{title}</h1>
            <GuestSignIn
              title={t('profile.signInTitle')}
              message={t('profile.signInWhy')}
              onSignedIn={() => {
                for (const part of GUEST_DATA)
                  void queryClient.invalidateQueries({ queryKey: ['online-menu', part] });
              }}
            />
          </div>
        )
      }
    </GuestQueryState>
  );
}
