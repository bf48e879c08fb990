import type { TUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/entities/session';
import { useErrorMessage } from '@/lib/errors';
import { AuthLayout } from './auth-layout';

/**
 * What the console shows a guest account (signed up on a guest page by a one-time code): not
 * the company set-up, which is for venue teams. Signing out leads to the staff sign-in.
 */
export function GuestAccountNotice({ user }: { user: TUser }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const signOut = useSignOut();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <AuthLayout>
      <section className="gl-auth__status" aria-labelledby="guest-account-heading">
        <span className="gl-auth__status-icon pi pi-user" aria-hidden="true" />
        <h1 id="guest-account-heading" ref={heading} tabIndex={-1}>
          {t('guestAccount.heading')}
        </h1>
        <p>{t('guestAccount.message', { email: user.email })}</p>
        <p className="gl-auth__note">{t('guestAccount.business', { forgot: t('signIn.forgot') })}</p>
        {signOut.isError ? <p role="alert">{errorMessage(signOut.error)}</p> : null}
        <Button
          type="button"
          icon="pi pi-sign-out"
          label={t('guestAccount.signOut')}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        />
      </section>
    </AuthLayout>
  );
}
