import type { TUser } from '@guestloop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { currentUserQuery } from '@/lib/session';
import { GuestSignIn } from './guest-sign-in';
import { StateMessage } from './menu-states';
import { PayLoading } from './pay-frame';

/** What the guest's pages know of the guest; read again once an account signs in. */
const GUEST_DATA = ['customer', 'my-orders', 'bonus'];

/** Profile pages need an account: until one is signed in they offer the sign-in in place. */
export function ProfileGate({ title, children }: { title: string; children: (user: TUser) => ReactNode }) {
  const { t } = useTranslation(['guest-pay', 'common']);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const session = useQuery(currentUserQuery);

  if (session.isPending) return <PayLoading />;
  if (session.isError) {
    return (
      <StateMessage
        icon="pi-wifi"
        tone="error"
        title={t('common:error.loadFailed')}
        message={errorMessage(session.error)}
        action={
          <button
            type="button"
            className="gm-button gm-button--primary"
            onClick={() => void session.refetch()}
          >
            {t('common:actions.retry')}
          </button>
        }
      />
    );
  }
  if (!session.data) {
    return (
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
    );
  }
  return children(session.data);
}
