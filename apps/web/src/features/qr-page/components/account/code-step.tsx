import type { TUser } from '@guestloop/contracts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useVerifyCode } from '../../api/guest-account';
import { CODE_LENGTH, codeDigits, minutesAndSeconds, useSecondsLeft } from '../../model/guest-code';
import { Address } from '../address';
import { Field } from '../field';

export interface CodeStepProps {
  id: string;
  email: string;
  /** When a new code may be asked for (ms). */
  resendAt: number;
  resending: boolean;
  /** Said after a new code went out, or why it could not be sent. */
  resendNote: { tone: 'status' | 'alert'; text: ReactNode } | null;
  onResend: () => void;
  onChangeEmail: () => void;
  onSignedIn: (user: TUser) => void;
}

const triesLeft = (error: ApiError) => {
  const left = (error.details as { triesLeft?: unknown } | undefined)?.triesLeft;
  return typeof left === 'number' ? left : null;
};

/**
 * The code from the mail: the phone's keyboard shows digits and may offer the code itself; it is
 * checked as soon as all digits are in. A new code after a countdown, or at once when the code
 * expired or took too many tries.
 */
export function CodeStep(props: CodeStepProps) {
  const { id, email, resendAt, resending, resendNote, onResend, onChangeEmail, onSignedIn } = props;
  const { t } = useTranslation('guest-qr');
  const errorMessage = useErrorMessage();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const check = (value: string) => {
    if (value.length !== CODE_LENGTH) {
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
    const digits = codeDigits(raw);
    setCode(digits);
    setIncomplete(false);
    if (verify.isError) verify.reset();
    if (digits.length === CODE_LENGTH && digits !== code && !verify.isPending) check(digits);
  };

  const error = verify.error instanceof ApiError ? verify.error : null;
  const needsNewCode = error?.code === 'CODE_EXPIRED' || error?.code === 'CODE_TOO_MANY_TRIES';
  const left = error?.code === 'CODE_INVALID' ? triesLeft(error) : null;
  const problem = incomplete
    ? t('account.codeIncomplete')
    : left !== null
      ? t('account.wrongCode', { left })
      : verify.error
        ? errorMessage(verify.error)
        : null;

  return (
    <>
      <p className="qp-info__text">
        <Trans t={t} i18nKey="account.codeSent" values={{ email }} components={{ email: <Address /> }} />
      </p>
      <p className="qp-info__note">{t('account.codeHint')}</p>
      <form className="qp-form" noValidate onSubmit={submit}>
        <Field id={`${id}-code`} label={t('account.code')} problem={problem} announce>
          {(control) => (
            <input
              {...control}
              ref={input}
              className="qp-input qp-input--code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              dir="ltr"
              value={code}
              onChange={(event) => type(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="qp-button" disabled={verify.isPending || verify.isSuccess}>
          <span className="qp-button__label">
            {verify.isPending || verify.isSuccess ? t('account.verifying') : t('account.verify')}
          </span>
        </button>
      </form>
      {resendNote ? (
        <p
          className={resendNote.tone === 'alert' ? 'qp-info__error' : 'qp-info__note'}
          role={resendNote.tone}
        >
          {resendNote.text}
        </p>
      ) : null}
      <div className="qp-info__actions">
        {secondsLeft > 0 && !needsNewCode ? (
          <p className="qp-info__note">{t('account.resendIn', { time: minutesAndSeconds(secondsLeft) })}</p>
        ) : (
          <button
            type="button"
            className="qp-button qp-button--small qp-button--quiet"
            disabled={resending}
            onClick={onResend}
          >
            <span className="qp-button__label">
              {resending ? t('account.resending') : t('account.resend')}
            </span>
          </button>
        )}
        <button type="button" className="qp-link-button" onClick={onChangeEmail}>
          {t('account.changeEmail')}
        </button>
      </div>
    </>
  );
}
