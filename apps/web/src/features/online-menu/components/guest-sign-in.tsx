import type { TUser } from '@guestloop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useGuestSignIn } from '../api/guest-sign-in';
import { registerPath } from '../model/order-paths';
// The card's fields and layout live with the ordering styles (its first home is the delivery page).
import '../styles/order.css';

export interface GuestSignInProps {
  /** The guest page to come back to after registering; this page when left out. */
  next?: string;
  /** Defaults to "Sign in to continue". */
  title?: string;
  /** Why this page needs an account. */
  message?: string;
  onSignedIn?(user: TUser): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in in place on a guest page that needs an account (delivery, profile): e-mail and
 * password, or a link to register that returns here. Words: `guest-order` namespace, `signIn.*`.
 * The session query is updated on success, so the page behind it re-renders signed in.
 */
export function GuestSignIn({ next, title, message, onSignedIn }: GuestSignInProps) {
  const { t } = useTranslation('guest-order');
  const errorMessage = useErrorMessage();
  const signIn = useGuestSignIn();
  const location = useLocation();
  const backHere = next ?? `${location.pathname}${location.search}`;
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!EMAIL.test(email.trim())) found.email = t('signIn.emailInvalid');
    if (!password) found.password = t('signIn.passwordRequired');
    setProblems(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    signIn.mutate({ email: email.trim(), password }, { onSuccess: (user) => onSignedIn?.(user) });
  };

  const failure =
    signIn.error instanceof ApiError && signIn.error.code === 'INVALID_CREDENTIALS'
      ? t('signIn.wrongPassword')
      : signIn.error instanceof ApiError && signIn.error.code === 'ACCOUNT_NOT_ACTIVATED'
        ? t('signIn.notActivated')
        : signIn.error
          ? errorMessage(signIn.error)
          : null;

  return (
    <section className="gm-panel gm-sign-in" aria-labelledby={`${id}-title`}>
      <span className="gm-sign-in__icon" aria-hidden="true">
        <i className="pi pi-user" />
      </span>
      <h2 id={`${id}-title`} className="gm-sign-in__title">
        {title ?? t('signIn.title')}
      </h2>
      <p className="gm-panel__hint">{message ?? t('signIn.message')}</p>
      <form className="gm-sign-in__form" noValidate onSubmit={submit}>
        <div className="gm-field">
          <label className="gm-field__label" htmlFor={`${id}-email`}>
            {t('signIn.email')}
          </label>
          <input
            id={`${id}-email`}
            className={problems.email ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input'}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problems.email ? (
            <p id={`${id}-email-error`} className="gm-field__error">
              {problems.email}
            </p>
          ) : null}
        </div>
        <div className="gm-field">
          <label className="gm-field__label" htmlFor={`${id}-password`}>
            {t('signIn.password')}
          </label>
          <div className="gm-password">
            <input
              id={`${id}-password`}
              className={problems.password ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input'}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={problems.password ? `${id}-password-error` : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className="gm-password__toggle"
              aria-pressed={showPassword}
              aria-label={t('signIn.showPassword')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <i className={showPassword ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
            </button>
          </div>
          {problems.password ? (
            <p id={`${id}-password-error`} className="gm-field__error">
              {problems.password}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p className="gm-alert gm-alert--error" role="alert">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            <span className="gm-alert__text">{failure}</span>
          </p>
        ) : null}
        <button
          type="submit"
          className="gm-button gm-button--primary gm-button--wide"
          disabled={signIn.isPending}
        >
          {signIn.isPending ? t('signIn.signingIn') : t('signIn.submit')}
        </button>
      </form>
      <p className="gm-sign-in__register">
        {t('signIn.noAccount')} <Link to={registerPath(backHere)}>{t('signIn.register')}</Link>
      </p>
    </section>
  );
}
