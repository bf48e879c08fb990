import { GUEST_CODE_LENGTH, type TUser } from '@guestloop/contracts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useVerifyGuestCode } from '../api/guest-sign-in';
import { minutesAndSeconds, useCountdown } from './use-countdown';

export interface GuestCodeFormProps {
  id: string;
  email: string;
  /** When a new code may be asked for (ms); earlier asks wait for the countdown. */
  resendAt: number;
  resending: boolean;
  /** Said after a new code went out; a failure to send one. */
  resendNote: { tone: 'status' | 'alert'; text: ReactNode } | null;
  onResend(): void;
  onChangeEmail(): void;
  onSignedIn(user: TUser): void;
}

/** The address inside a sentence: bold, and left to right even in Arabic. */
export function SentTo({ children }: { children?: ReactNode }) {
  return (
    <bdi dir="ltr" className="gm-sent-to">
      {children}
    </bdi>
  );
}

const triesLeft = (error: ApiError) => {
  const left = (error.details as { triesLeft?: unknown } | undefined)?.triesLeft;
  return typeof left === 'number' ? left : null;
};

/**
 * The second step of a guest's sign-in: the code from the mail (the phone's keyboard shows
 * digits and may offer the code itself), checked as soon as all digits are in. A new code can
 * be asked for after a countdown, or at once when the code has expired or taken too many tries.
 */
export function GuestCodeForm(props: GuestCodeFormProps) {
  const { id, email, resendAt, resending, resendNote, onResend, onChangeEmail, onSignedIn } = props;
  const { t } = useTranslation('guest-sign-in');
  const errorMessage = useErrorMessage();
  const verify = useVerifyGuestCode();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(resendAt);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const check = (value: string) => {
    if (value.length !== GUEST_CODE_LENGTH) {
      setIncomplete(true);
      input.current?.focus();
      return;
    }
    verify.mutate({ email, code: value }, { onSuccess: onSignedIn, onError: () => input.current?.select() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verify.isPending) check(code);
  };
  const type = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, GUEST_CODE_LENGTH);
    setCode(digits);
    setIncomplete(false);
    if (verify.isError) verify.reset();
    // All digits in (typed, pasted or filled in from the mail): check at once.
    if (digits.length === GUEST_CODE_LENGTH && digits !== code && !verify.isPending) check(digits);
  };

  const error = verify.error instanceof ApiError ? verify.error : null;
  const needsNewCode = error?.code === 'CODE_EXPIRED' || error?.code === 'CODE_TOO_MANY_TRIES';
  const left = error?.code === 'CODE_INVALID' ? triesLeft(error) : null;
  const problem = incomplete
    ? t('codeIncomplete')
    : left !== null
      ? t('wrongCode', { left })
      : verify.error
        ? errorMessage(verify.error)
        : null;

  return (
    <>
      <p className="gm-panel__hint">
        <Trans t={t} i18nKey="codeSent" values={{ email }} components={{ email: <SentTo /> }} />{' '}
        {t('codeHint')}
      </p>
      <form className="gm-sign-in__form" noValidate onSubmit={submit}>
        <div className="gm-field">
          <label className="gm-field__label" htmlFor={`${id}-code`}>
            {t('code')}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            className={`gm-field__input gm-code-input${problem ? ' gm-field__input--invalid' : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={GUEST_CODE_LENGTH}
            dir="ltr"
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-code-error` : undefined}
            onChange={(event) => type(event.target.value)}
          />
          {problem ? (
            <p id={`${id}-code-error`} className="gm-field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="gm-button gm-button--primary gm-button--wide"
          disabled={verify.isPending || verify.isSuccess}
        >
          {verify.isPending || verify.isSuccess ? t('verifying') : t('verify')}
        </button>
      </form>
      <div className="gm-code-actions">
        {resendNote ? (
          <p className="gm-code-actions__note" role={resendNote.tone}>
            {resendNote.text}
          </p>
        ) : null}
        {secondsLeft > 0 && !needsNewCode ? (
          <p className="gm-code-actions__note">{t('resendIn', { time: minutesAndSeconds(secondsLeft) })}</p>
        ) : (
          <button
            type="button"
            className="gm-button gm-button--secondary gm-button--wide"
            disabled={resending}
            onClick={onResend}
          >
            {resending ? t('resending') : t('resend')}
          </button>
        )}
        <button type="button" className="gm-code-actions__link" onClick={onChangeEmail}>
          {t('changeEmail')}
        </button>
      </div>
    </>
  );
}
