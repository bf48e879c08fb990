import { isEmail } from '@guestloop/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CaptchaNotice } from '@/components/ui/CaptchaNotice';
import { ApiError } from '@/lib/api-client';
import { useAppSettings } from '@/lib/captcha';
import { useErrorMessage } from '@/lib/errors';
import { useSendResetLink } from '../../api/guest-account';
import { Address } from '../address';
import { Field } from '../field';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';

/**
 * Whether a failure is shown: only those that say nothing about the address (too many tries,
 * bad input, the captcha, no connection, the server down). Any other answer gets the neutral
 * "if an account uses it" so the form never tells who has an account.
 */
function isVisibleFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    ['RATE_LIMITED', 'VALIDATION_FAILED', 'CAPTCHA_FAILED'].includes(error.code)
  );
}

/** After sending: where the link went if an account uses the address, and another try. */
function LinkSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation('guest-qr');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="qp-done">
      <h3 ref={heading} tabIndex={-1} className="qp-done__title">
        <Icon name="email" /> {t('forgot.sentTitle')}
      </h3>
      <p className="qp-info__text">
        <Trans t={t} i18nKey="forgot.sentText" values={{ email }} components={{ email: <Address /> }} />
      </p>
      <p className="qp-info__note">{t('forgot.spamHint')}</p>
      <button type="button" className="qp-link-button" onClick={onAnother}>
        {t('forgot.another')}
      </button>
    </div>
  );
}

export interface ForgotPasswordProps {
  blockId: string;
  intro: string;
  buttonLabel: string;
}

/**
 * A reset link for an account that has a password; says too that guests need none and sign in
 * with a code. Sending counts as the block's use.
 */
export function ForgotPassword({ blockId, intro, buttonLabel }: ForgotPasswordProps) {
  const { t } = useTranslation('guest-qr');
  const errorMessage = useErrorMessage();
  const { used } = useQrPage();
  const settings = useAppSettings();
  const send = useSendResetLink();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setProblem(t('account.emailInvalid'));
      input.current?.focus();
      return;
    }
    setProblem(null);
    setFailure(null);
    send.mutate(address, {
      onSuccess: () => {
        used(blockId);
        setSentTo(address);
      },
      onError: (error) => {
        if (isVisibleFailure(error)) setFailure(errorMessage(error));
        else setSentTo(address);
      },
    });
  };
  const another = () => {
    setSentTo(null);
    requestAnimationFrame(() => input.current?.focus());
  };

  if (sentTo) return <LinkSent email={sentTo} onAnother={another} />;
  return (
    <>
      <p className="qp-info__text" dir="auto">
        {intro}
      </p>
      <p className="qp-info__note">{t('forgot.guestsNote')}</p>
      <form className="qp-form" noValidate onSubmit={submit}>
        <Field id={`${id}-email`} label={t('account.email')} problem={problem}>
          {(control) => (
            <input
              {...control}
              ref={input}
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
        {failure ? (
          <p className="qp-info__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="qp-button" disabled={send.isPending}>
          <span className="qp-button__icon">
            <Icon name="key" />
          </span>
          <span className="qp-button__label">{send.isPending ? t('account.sending') : buttonLabel}</span>
        </button>
        {settings.data?.recaptchaSiteKey ? <CaptchaNotice /> : null}
      </form>
    </>
  );
}
