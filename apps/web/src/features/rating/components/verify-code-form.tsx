import { RATING_CODE_LENGTH } from '@guestloop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useVerifyRating } from '../api/verify-rating';

export interface VerifyCodeFormProps {
  ratingId: string;
  email: string;
  onVerified: () => void;
}

const CODE = new RegExp(`^\\d{${RATING_CODE_LENGTH}}$`);

/** The code mailed to the guest, which makes the rating count (POST /rate/{id}/verify). */
export function VerifyCodeForm({ ratingId, email, onVerified }: VerifyCodeFormProps) {
  const { t } = useTranslation('rating');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const verify = useVerifyRating(ratingId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    verify.mutate(code, { onSuccess: onVerified });
  };

  const problem = invalid
    ? t('verify.codeInvalid', { length: RATING_CODE_LENGTH })
    : verify.isError
      ? errorMessage(verify.error)
      : null;
  return (
    <form className="rt-card rt-verify" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rt-card__title">
        {t('verify.codeTitle')}
      </h2>
      <p className="rt-hint">{t('verify.codeSent', { length: RATING_CODE_LENGTH, email })}</p>
      <label htmlFor={id} className="rt-label">
        {t('verify.code')}
      </label>
      <input
        id={id}
        className="rt-input rt-input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RATING_CODE_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, RATING_CODE_LENGTH))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem ? (
        <p id={`${id}-error`} className="rt-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="gr-button gr-button--primary gr-button--wide"
        disabled={verify.isPending}
      >
        {t('verify.submit')}
      </button>
    </form>
  );
}
