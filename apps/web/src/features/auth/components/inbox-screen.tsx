import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '@/lib/errors';
import { useConfirmEmailResend } from '../api/confirm-email-resend';
import { AUTH_PATHS } from '../paths';

/** "Check your inbox" after registering: where the link went, and a way to have it sent again. */
export function InboxScreen({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const resend = useConfirmEmailResend();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="gl-auth__status" aria-labelledby="inbox-heading">
      <span className="gl-auth__status-icon pi pi-envelope" aria-hidden="true" />
      <h1 id="inbox-heading" ref={heading} tabIndex={-1}>
        {t('inbox.heading')}
      </h1>
      <p>{t('inbox.message', { email })}</p>
      <p className="gl-auth__note">{t('common.spamHint')}</p>
      <div aria-live="polite">
        {resend.isSuccess ? <p role="status">{t('inbox.resent')}</p> : null}
        {resend.isError ? <p role="alert">{errorMessage(resend.error)}</p> : null}
      </div>
      <Button
        type="button"
        outlined
        icon="pi pi-send"
        label={t('inbox.resend')}
        loading={resend.isPending}
        onClick={() => resend.mutate({ email })}
      />
      <p className="gl-auth__switch">
        {t('inbox.wrongAddress')}{' '}
        <button type="button" className="gl-auth__text-button" onClick={onStartOver}>
          {t('inbox.startOver')}
        </button>
      </p>
      <p className="gl-auth__switch">
        <Link className="gl-auth__link" to={AUTH_PATHS.signIn}>
          {t('common.backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
