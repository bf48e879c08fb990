import { isLanguage, type TInvite, ZAcceptInviteBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField, GoogleSignInButton, PasswordInput } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { fieldErrors, useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useAcceptInvite, useAcceptInviteWithGoogle } from '../api/accept-invite';

const ZInviteForm = ZAcceptInviteBody.omit({ language: true });
type InviteForm = z.infer<typeof ZInviteForm>;

/** Whether an error means the invitation itself is no longer usable (shown as the page's state). */
export function isInviteGone(error: unknown): boolean {
  return error instanceof ApiError && ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'NOT_FOUND'].includes(error.code);
}

export interface InviteFormProps {
  code: string;
  invite: TInvite;
  roleLabel: string;
  /** Called when an attempt starts (true) and when it failed (false); the page then ignores the new session. */
  onBusy: (busy: boolean) => void;
  onJoined: () => void;
  /** The invitation was used up or expired while the form was open. */
  onGone: (error: unknown) => void;
}

/** Name, e-mail (fixed when the invitation names one) and password; or Google when configured. */
export function InviteForm({ code, invite, roleLabel, onBusy, onJoined, onGone }: InviteFormProps) {
  const { t, i18n } = useTranslation('invites');
  const errorMessage = useErrorMessage();
  const accept = useAcceptInvite(code);
  const google = useAcceptInviteWithGoogle(code);
  const [problem, setProblem] = useState<string | null>(null);
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({
    resolver: zodResolver(ZInviteForm, formSchemaOptions),
    defaultValues: { name: '', email: invite.email ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    onBusy(true);
    try {
      await accept.mutateAsync({ ...values, ...(language ? { language } : {}) });
      onJoined();
    } catch (error) {
      onBusy(false);
      if (isInviteGone(error)) onGone(error);
      else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: t('form.emailTaken') }, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, ['name', 'email', 'password'])) {
        setProblem(errorMessage(error));
      }
    }
  });

  const onGoogle = useCallback(
    (token: string) => {
      setProblem(null);
      onBusy(true);
      google.mutate(
        { token, ...(language ? { language } : {}) },
        {
          onSuccess: onJoined,
          onError: (error) => {
            onBusy(false);
            if (isInviteGone(error)) onGone(error);
            else if ('body.email' in fieldErrors(error)) {
              setProblem(t('form.googleWrongAddress', { email: invite.email ?? '' }));
            } else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
              setProblem(t('form.googleTaken'));
            } else setProblem(errorMessage(error));
          },
        },
      );
    },
    [google.mutate, language, onBusy, onJoined, onGone, invite.email, t, errorMessage],
  );

  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(invite.expiresAt),
  );
  return (
    <>
      <p className="gl-invite__company">
        <span className="pi pi-building" aria-hidden="true" /> {invite.companyName}
      </p>
      <h1>{t('form.heading', { company: invite.companyName })}</h1>
      <p className="gl-invite__lead">{t('form.lead', { company: invite.companyName, role: roleLabel })}</p>
      <dl className="gl-invite__facts">
        <div>
          <dt>{t('form.role')}</dt>
          <dd>{roleLabel}</dd>
        </div>
        <div>
          <dt>{t('form.validUntil')}</dt>
          <dd>{until}</dd>
        </div>
      </dl>

      <div aria-live="polite">
        {problem ? (
          <p className="gl-invite__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <form className="gl-invite__form" onSubmit={onSubmit} noValidate>
        <FormField label={t('form.name')} htmlFor="invite-name" error={fieldMessage(t, errors.name)}>
          <InputText autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          label={t('form.email')}
          htmlFor="invite-email"
          error={fieldMessage(t, errors.email)}
          hint={invite.email ? t('form.emailLocked') : undefined}
        >
          <InputText
            type="email"
            inputMode="email"
            autoComplete="username"
            readOnly={Boolean(invite.email)}
            className={invite.email ? 'gl-invite__locked' : undefined}
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t('form.password')}
          htmlFor="invite-password"
          error={fieldMessage(t, errors.password)}
          hint={t('form.passwordHint')}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button
          type="submit"
          className="gl-invite__submit"
          label={t('form.submit')}
          loading={isSubmitting || google.isPending}
        />
      </form>
      <GoogleSignInButton
        mode="signup"
        onCredential={onGoogle}
        orLabel={t('form.or')}
        unavailableLabel={t('form.googleUnavailable')}
        block="gl-invite"
      />
    </>
  );
}
