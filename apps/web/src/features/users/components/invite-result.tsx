import type { TInviteCreated } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { CopyField } from './copy-field';

export interface InviteResultProps {
  /** The answer of making or sending again, with the address it was for ('' or null: none). */
  result: TInviteCreated & { email: string | null };
  children: ReactNode;
}

/** An invitation just made or sent again: whether it was mailed, its link to copy, until when it works. */
export function InviteResult({ result, children }: InviteResultProps) {
  const { t } = useTranslation('users');
  const dates = useConsoleDates();
  const tone = result.email && !result.emailSent ? 'warn' : 'success';
  const icon = result.emailSent
    ? 'pi pi-envelope'
    : result.email
      ? 'pi pi-exclamation-triangle'
      : 'pi pi-link';
  return (
    <div className="gl-users-invite-result">
      <div className={`gl-users-note gl-users-note--${tone}`} role="status">
        <span className={icon} aria-hidden="true" />
        <p>
          {result.emailSent
            ? t('invite.mailed', { email: result.email })
            : result.email
              ? t('invite.notMailed', { email: result.email })
              : t('invite.shareYourself')}
        </p>
      </div>
      <CopyField id="invite-link" label={t('invite.link')} value={result.url} />
      <p className="gl-users-muted">
        {t('invite.expires', { date: dates.format(result.expiresAt, 'longDateTime') })}
      </p>
      <div className="gl-users-dialog-actions">{children}</div>
    </div>
  );
}
