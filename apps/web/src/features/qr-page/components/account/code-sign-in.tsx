import type { TUser } from '@guestloop/contracts';
import { isEmail } from '@guestloop/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CaptchaNotice } from '@/components/ui/CaptchaNotice';
import { useAppSettings } from '@/lib/captcha';
import { useErrorMessage } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { useSendCode, useSession, useSignOut } from '../../api/guest-account';
import { RESEND_SECONDS } from '../../model/guest-code';
import { Address } from '../address';
import { BlockLoading } from '../blocks/block-states';
import { Field } from '../field';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { CodeStep } from './code-step';

/** The code just sent: to which address, when another may be asked for, how many went out. */
interface Sent {
  email: string;
  resendAt: number;
  round: number;
}

/** Who is signed in, and Sign out; focused when the guest has just signed in. */
function SignedIn({
  user,
  justNow,
  onSignedOut,
}: {
  user: TUser;
  justNow: boolean;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation('guest-qr');
  const signOut = useSignOut();
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justNow) note.current?.focus();
  }, [justNow]);
  return (
    <>
      <p
        ref={note}
        tabIndex={-1}
        className="qp-info__text qp-signed-in"
        role={justNow ? 'status' : undefined}
      >
        <Icon name="check" />{' '}
        <span>
          <Trans
            t={t}
            i18nKey="account.signedIn"
            values={{ name: user.name.trim() || user.email }}
            components={{ name: <bdi className="qp-strong" /> }}
          />
        </span>
      </p>
      <button
        type="button"
        className="qp-button qp-button--small qp-button--quiet"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: onSignedOut })}
      >
        <span className="qp-button__label">
          {signOut.isPending ? t('account.signingOut') : t('account.signOut')}
        </span>
      </button>
    </>
  );
}

export interface CodeSignInProps {
  blockId: string;
  /** Sign-up asks for a name too. */
  withName: boolean;
  intro: string;
  buttonLabel: string;
}

/**
 * A guest's sign-in (or sign-up) without a password: the e-mail (and name), then the 6-digit
 * code mailed to it. An address without an account becomes a guest account. Signed in, the block
 * says who, with Sign out. A sign-in counts as the block's use.
 */
export function CodeSignIn({ blockId, withName, intro, buttonLabel }: CodeSignInProps) {
  const { t, i18n } = useTranslation('guest-qr');
  const errorMessage = useErrorMessage();
  const { slug, used } = useQrPage();
  const session = useSession();
  const send = useSendCode(slug);
  const settings = useAppSettings();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [focusForm, setFocusForm] = useState(false);
  const signedOut = session.data === null;

  // Signed out: the Sign out button is gone, so the focus goes to the form that replaced it.
  useEffect(() => {
    if (!focusForm || !signedOut) return;
    (nameInput.current ?? emailInput.current)?.focus();
    setFocusForm(false);
  }, [focusForm, signedOut]);

  const sendCode = (address: string) =>
    send.mutate(
      {
        email: address,
        language: currentLanguage(i18n.language),
        // The name goes with the first code only; a new code is for the same guest.
        ...(withName && !sent ? { name: name.trim() } : {}),
      },
      {
        onSuccess: () =>
          setSent((before) => ({
            email: address,
            resendAt: Date.now() + RESEND_SECONDS * 1000,
            round: (before?.round ?? 0) + 1,
          })),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found = {
      ...(withName && !name.trim() ? { name: t('account.nameMissing') } : {}),
      ...(isEmail(address) ? {} : { email: t('account.emailInvalid') }),
    };
    setProblems(found);
    if (found.name) nameInput.current?.focus();
    else if (found.email) emailInput.current?.focus();
    else if (!send.isPending) sendCode(address);
  };
  const changeEmail = () => {
    send.reset();
    setSent(null);
    requestAnimationFrame(() => emailInput.current?.focus());
  };
  const signedIn = () => {
    used(blockId);
    setJustSignedIn(true);
    setSent(null);
  };

  if (session.data === undefined && session.isPending) return <BlockLoading />;
  if (session.data) {
    return <SignedIn user={session.data} justNow={justSignedIn} onSignedOut={() => setFocusForm(true)} />;
  }
  const sendFailure = send.error ? errorMessage(send.error) : null;
  if (sent) {
    const resent = (
      <Trans
        t={t}
        i18nKey="account.resent"
        values={{ email: sent.email }}
        components={{ email: <Address /> }}
      />
    );
    return (
      <CodeStep
        key={sent.round}
        id={id}
        email={sent.email}
        resendAt={sent.resendAt}
        resending={send.isPending}
        resendNote={
          sendFailure
            ? { tone: 'alert', text: sendFailure }
            : sent.round > 1
              ? { tone: 'status', text: resent }
              : null
        }
        onResend={() => sendCode(sent.email)}
        onChangeEmail={changeEmail}
        onSignedIn={signedIn}
      />
    );
  }
  return (
    <>
      <p className="qp-info__text" dir="auto">
        {intro}
      </p>
      <form className="qp-form" noValidate onSubmit={submit}>
        {withName ? (
          <Field id={`${id}-name`} label={t('account.name')} problem={problems.name}>
            {(control) => (
              <input
                {...control}
                ref={nameInput}
                className="qp-input"
                type="text"
                autoComplete="name"
                maxLength={120}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field id={`${id}-email`} label={t('account.email')} problem={problems.email}>
          {(control) => (
            <input
              {...control}
              ref={emailInput}
              className="qp-input"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        {sendFailure ? (
          <p className="qp-info__error" role="alert">
            {sendFailure}
          </p>
        ) : null}
        <button type="submit" className="qp-button" disabled={send.isPending}>
          <span className="qp-button__icon">
            <Icon name="email" />
          </span>
          <span className="qp-button__label">{send.isPending ? t('account.sending') : buttonLabel}</span>
        </button>
        {settings.data?.recaptchaSiteKey ? <CaptchaNotice /> : null}
      </form>
    </>
  );
}
