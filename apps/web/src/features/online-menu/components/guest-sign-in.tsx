import { GUEST_CODE_RESEND_SECONDS, type TUser } from '@guestloop/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CaptchaNotice } from '@/components/ui/CaptchaNotice';
import { useAppSettings } from '@/lib/captcha';
import { useErrorMessage } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { useSendGuestCode } from '../api/guest-sign-in';
import { GuestCodeForm, SentTo } from './guest-code-form';
import { useGuestSignInWords } from './guest-sign-in-words';
// The card's fields and layout live with the ordering styles (its first home is the delivery page).
import '../styles/order.css';
import './guest-sign-in.css';

export interface GuestSignInProps {
  /** The guest page to go to once signed in; this page (which then shows what needed the sign-in) when left out. */
  next?: string;
  /** Defaults to "Sign in to continue". */
  title?: string;
  /** Why this page needs the sign-in. */
  message?: string;
  onSignedIn?(user: TUser): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The code just sent: to which address, and when another may be asked for. */
interface Sent {
  email: string;
  resendAt: number;
  /** Counts the codes sent, so each new one starts the code step afresh. */
  round: number;
}

/**
 * A guest's sign-in on a guest page that needs it (delivery, profile, bonuses): the e-mail, then
 * the one-time code mailed to it, in the guest's language. No password and no way into the staff
 * sign-up: an address without an account becomes a guest account. Words: `guest-sign-in`.
 * The session query is updated on success, so the page behind the card re-renders signed in.
 */
export function GuestSignIn({ next, title, message, onSignedIn }: GuestSignInProps) {
  const ready = useGuestSignInWords();
  const { t, i18n } = useTranslation('guest-sign-in');
  const errorMessage = useErrorMessage();
  const send = useSendGuestCode();
  const settings = useAppSettings();
  const { slug } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  const sendCode = (address: string) =>
    send.mutate(
      { email: address, language: currentLanguage(i18n.language), ...(slug && { menuSlug: slug }) },
      {
        onSuccess: () =>
          setSent((before) => ({
            email: address,
            resendAt: Date.now() + GUEST_CODE_RESEND_SECONDS * 1000,
            round: (before?.round ?? 0) + 1,
          })),
      },
    );
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailProblem(t('emailInvalid'));
      emailInput.current?.focus();
      return;
    }
    setEmailProblem(null);
    sendCode(address);
  };
  const signedIn = (user: TUser) => {
    onSignedIn?.(user);
    if (next && next !== `${location.pathname}${location.search}`) navigate(next, { replace: true });
  };
  const changeEmail = () => {
    send.reset();
    setSent(null);
    requestAnimationFrame(() => emailInput.current?.focus());
  };

  if (!ready) return <section className="gm-panel gm-sign-in" aria-busy="true" />;
  const sendFailure = send.error ? errorMessage(send.error) : null;

  return (
    <section className="gm-panel gm-sign-in" aria-labelledby={`${id}-title`}>
      <span className="gm-sign-in__icon" aria-hidden="true">
        <i className={sent ? 'pi pi-envelope' : 'pi pi-user'} />
      </span>
      <h2 id={`${id}-title`} className="gm-sign-in__title">
        {title ?? t('title')}
      </h2>
      {sent ? (
        <GuestCodeForm
          key={sent.round}
          id={id}
          email={sent.email}
          resendAt={sent.resendAt}
          resending={send.isPending}
          resendNote={
            sendFailure
              ? { tone: 'alert', text: sendFailure }
              : sent.round > 1
                ? {
                    tone: 'status',
                    text: (
                      <Trans
                        t={t}
                        i18nKey="resent"
                        values={{ email: sent.email }}
                        components={{ email: <SentTo /> }}
                      />
                    ),
                  }
                : null
          }
          onResend={() => sendCode(sent.email)}
          onChangeEmail={changeEmail}
          onSignedIn={signedIn}
        />
      ) : (
        <>
          <p className="gm-panel__hint">{message ? `${message} ${t('message')}` : t('message')}</p>
          <form className="gm-sign-in__form" noValidate onSubmit={submitEmail}>
            <div className="gm-field">
              <label className="gm-field__label" htmlFor={`${id}-email`}>
                {t('email')}
              </label>
              <input
                ref={emailInput}
                id={`${id}-email`}
                className={`gm-field__input${emailProblem ? ' gm-field__input--invalid' : ''}`}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                dir="ltr"
                value={email}
                aria-invalid={emailProblem ? true : undefined}
                aria-describedby={emailProblem ? `${id}-email-error` : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {emailProblem ? (
                <p id={`${id}-email-error`} className="gm-field__error">
                  {emailProblem}
                </p>
              ) : null}
            </div>
            {sendFailure ? (
              <p className="gm-alert gm-alert--error" role="alert">
                <i className="pi pi-exclamation-triangle" aria-hidden="true" />
                <span className="gm-alert__text">{sendFailure}</span>
              </p>
            ) : null}
            <button
              type="submit"
              className="gm-button gm-button--primary gm-button--wide"
              disabled={send.isPending}
            >
              {send.isPending ? t('sending') : t('sendCode')}
            </button>
            {settings.data?.recaptchaSiteKey ? <CaptchaNotice /> : null}
          </form>
        </>
      )}
    </section>
  );
}
