import type { TInviteCreated, TPendingInvite } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { useToast } from '@/lib/toast';
import { usePendingInvites, useResendInvite, useRevokeInvite } from '../api/pending-invites';
import { useProblemMessage, useRoleLabel } from './access';
import { InviteResult } from './invite-result';

/** The invitations nobody has accepted yet: who, which role, who invited when, until when; send again or withdraw. */
export function PendingInvites() {
  const { t } = useTranslation('users');
  const invites = usePendingInvites();
  const [resent, setResent] = useState<(TInviteCreated & { email: string | null }) | null>(null);
  const [withdrawing, setWithdrawing] = useState<TPendingInvite | null>(null);
  const revoke = useRevokeInvite();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const name = (invite: TPendingInvite) => invite.email ?? t('pending.linkOnly');

  return (
    <section className="gl-panel gl-users-invites" aria-labelledby="pending-invites-title">
      <h2 id="pending-invites-title">{t('pending.title')}</h2>
      <QueryState
        query={invites}
        loadingLabel={t('pending.loading')}
        isEmpty={(list) => list.items.length === 0}
        empty={<p className="gl-users-muted">{t('pending.none')}</p>}
      >
        {(list) => (
          <>
            <p className="gl-panel__lead">{t('pending.lead')}</p>
            <ul className="gl-users-invites__list">
              {list.items.map((invite) => (
                <PendingInviteRow
                  key={invite.id}
                  invite={invite}
                  name={name(invite)}
                  onResent={(result) => setResent({ ...result, email: invite.email })}
                  onWithdraw={() => setWithdrawing(invite)}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>

      <Dialog
        visible={resent !== null}
        onHide={() => setResent(null)}
        header={t('pending.resentTitle')}
        modal
        draggable={false}
        style={{ width: 'min(34rem, 94vw)' }}
      >
        {resent ? (
          <InviteResult result={resent}>
            <Button type="button" label={t('invite.done')} onClick={() => setResent(null)} />
          </InviteResult>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={withdrawing !== null}
        title={t('pending.withdrawTitle', { name: withdrawing ? name(withdrawing) : '' })}
        message={t('pending.withdrawMessage')}
        confirmLabel={t('pending.withdraw')}
        confirmIcon="pi pi-times"
        cancelLabel={t('actions.cancel')}
        describeError={(error) => problemMessage(error, 'assign')}
        onConfirm={async () => {
          if (!withdrawing) return;
          await revoke.mutateAsync(withdrawing.id);
          toast.success(t('pending.withdrawn', { name: name(withdrawing) }));
        }}
        onClose={() => setWithdrawing(null)}
      />
    </section>
  );
}

interface RowProps {
  invite: TPendingInvite;
  name: string;
  onResent: (result: TInviteCreated) => void;
  onWithdraw: () => void;
}

function PendingInviteRow({ invite, name, onResent, onWithdraw }: RowProps) {
  const { t } = useTranslation('users');
  const dates = useConsoleDates();
  const roleLabel = useRoleLabel();
  const resend = useResendInvite();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const sendAgain = async () => {
    try {
      onResent(await resend.mutateAsync(invite.id));
    } catch (error) {
      toast.error(problemMessage(error, 'assign'));
    }
  };

  return (
    <li className={`gl-users-invite${invite.expired ? ' gl-users-invite--expired' : ''}`}>
      <div className="gl-users-invite__text">
        <span className="gl-users-invite__who" dir="auto">
          {name}
        </span>
        <span className="gl-users-muted">
          {t('pending.invitedAs', {
            role: roleLabel(invite.role),
            by: invite.invitedBy?.name ?? t('pending.someone'),
            date: dates.format(invite.createdAt, 'dateTime'),
          })}
        </span>
        <span className={invite.expired ? 'gl-users-invite__expired' : 'gl-users-muted'}>
          {t(invite.expired ? 'pending.expired' : 'pending.expires', {
            date: dates.format(invite.expiresAt, 'dateTime'),
          })}
        </span>
      </div>
      <div className="gl-users-invite__actions">
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-send"
          label={t('pending.resend')}
          aria-label={t('pending.resendFor', { name })}
          loading={resend.isPending}
          onClick={() => void sendAgain()}
        />
        <Button
          type="button"
          text
          size="small"
          severity="danger"
          icon="pi pi-times"
          label={t('pending.withdraw')}
          aria-label={t('pending.withdrawFor', { name })}
          onClick={onWithdraw}
        />
      </div>
    </li>
  );
}
