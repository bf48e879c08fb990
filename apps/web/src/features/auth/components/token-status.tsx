import { type TUser, ZActivateUserBody } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useActivateUser } from '../api/activate-user';
import { AUTH_PATHS, afterSignIn } from '../paths';
import { ResendForm } from './resend-form';

type Problem = 'missing' | 'invalid' | 'expired' | 'already' | 'failed';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'TOKEN_EXPIRED') return 'expired';
  if (error.code === 'EMAIL_ALREADY_CONFIRMED') return 'already';
  if (['TOKEN_INVALID', 'VALIDATION_FAILED', 'NOT_FOUND'].includes(error.code)) return 'invalid';
  return 'failed';
}

function Status({
  icon,
  tone,
  title,
  children,
}: {
  icon: string;
  tone?: 'error';
  title: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="gl-auth__status">
      <span
        className={`gl-auth__status-icon${tone ? ` gl-auth__status-icon--${tone}` : ''} ${icon}`}
        aria-hidden="true"
      />
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * The page behind a mailed link: reads `?token`, posts it to /activate-user once, then shows the
 * outcome — success with the way on, or a clear problem with a form for a new link.
 */
export function TokenStatus({ mode }: { mode: 'activate' | 'confirm' }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = ZActivateUserBody.safeParse({ token }).success;
  const activation = useActivateUser();
  const sent = useRef<string | null>(null);
  const { mutate } = activation;

  useEffect(() => {
    if (!valid || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [valid, token, mutate]);

  if (!token || !valid) {
    const kind: Problem = token ? 'invalid' : 'missing';
    return <ProblemView kind={kind} mode={mode} />;
  }

  if (activation.isError) {
    const kind = problemOf(activation.error);
    return (
      <ProblemView
        kind={kind}
        mode={mode}
        message={kind === 'failed' ? errorMessage(activation.error) : undefined}
      >
        {kind === 'failed' ? (
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('token.retry')}
            onClick={() => mutate({ token })}
          />
        ) : null}
      </ProblemView>
    );
  }

  if (activation.isSuccess) {
    const user: TUser = activation.data;
    const setUp = !user.registrationComplete;
    const title = mode === 'activate' ? t('activate.success') : t('confirmEmail.success');
    const message =
      mode === 'confirm'
        ? t('confirmEmail.successMessage', { email: user.email })
        : setUp
          ? t('activate.successMessage')
          : t('activate.successReady');
    return (
      <Status icon="pi pi-check" title={title}>
        <p>{message}</p>
        <Button
          type="button"
          icon="pi pi-arrow-right"
          iconPos="right"
          label={setUp ? t('activate.continue') : t('common.toConsole')}
          onClick={() => navigate(afterSignIn(user, null), { replace: true })}
        />
      </Status>
    );
  }

  return (
    <section className="gl-auth__status" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden="true" />
      <p>{mode === 'activate' ? t('activate.loading') : t('confirmEmail.loading')}</p>
    </section>
  );
}

function ProblemView({
  kind,
  mode,
  message,
  children,
}: {
  kind: Problem;
  mode: 'activate' | 'confirm';
  message?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const showResend = mode === 'activate' && kind !== 'already' && kind !== 'failed';
  return (
    <>
      <Status
        icon={kind === 'already' ? 'pi pi-info' : 'pi pi-times'}
        tone={kind === 'already' ? undefined : 'error'}
        title={t(`token.${kind}Title`)}
      >
        <p role={kind === 'already' ? undefined : 'alert'}>{message ?? t(`token.${kind}Message`)}</p>
        {children}
      </Status>
      {showResend ? <ResendForm /> : null}
      <p className="gl-auth__switch">
        <Link className="gl-auth__link" to={AUTH_PATHS.signIn}>
          {t('common.backToSignIn')}
        </Link>
      </p>
    </>
  );
}
