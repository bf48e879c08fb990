import { SYSTEM_ROLE_SLUGS, type TInvite, ZInviteCodeParams } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/ui';
import { useSignOut } from '@/entities/session';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { useInvite } from '../api/get-invite';
import { InviteForm } from '../components/invite-form';
import { InviteLayout, InviteStatus } from '../components/invite-layout';

const CONSOLE = '/user/app';
const SIGN_IN = '/user/app/sign-in';

type Problem = 'used' | 'expired' | 'unknown' | 'failed';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'TOKEN_INVALID') return 'used';
  if (error.code === 'TOKEN_EXPIRED') return 'expired';
  if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') return 'unknown';
  return 'failed';
}

const DEFAULT_ROLE_NAMES: Record<string, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  waiter: 'Waiter',
};

/**
 * /user/app/invite/:code — what the invitation offers, then the account form. Used, expired and
 * unknown links each say so; someone already signed in is offered to sign out first.
 */
export function InvitePage() {
  const { t } = useTranslation('invites');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const valid = ZInviteCodeParams.safeParse({ code }).success;
  const { user, isLoading: userLoading } = useCurrentUser();
  const invite = useInvite(code, valid);
  const logout = useSignOut({ keep: ['invites'] });
  const [joining, setJoining] = useState(false);
  const [gone, setGone] = useState<unknown>(null);

  const roleLabel = (data: TInvite) =>
    (SYSTEM_ROLE_SLUGS as readonly string[]).includes(data.role.slug) &&
    DEFAULT_ROLE_NAMES[data.role.slug] === data.role.name
      ? t(`systemRoles.${data.role.slug}`)
      : data.role.name;

  const problem: Problem | null = !valid
    ? 'unknown'
    : gone
      ? problemOf(gone)
      : invite.isError
        ? problemOf(invite.error)
        : null;

  let body: React.ReactNode;
  if (problem) {
    body = (
      <InviteStatus
        icon={problem === 'expired' ? 'pi pi-clock' : 'pi pi-times'}
        tone="error"
        title={t(`problem.${problem}Title`)}
      >
        <p role="alert">
          {problem === 'failed' ? errorMessage(gone ?? invite.error) : t(`problem.${problem}Message`)}
        </p>
        <div className="gl-invite__actions">
          {problem === 'failed' ? (
            <Button
              type="button"
              icon="pi pi-refresh"
              label={t('problem.retry')}
              onClick={() => void invite.refetch()}
            />
          ) : null}
          <Link className="gl-invite__link" to={user ? CONSOLE : SIGN_IN}>
            {user ? t('signedIn.toConsole') : t('problem.signIn')}
          </Link>
        </div>
      </InviteStatus>
    );
  } else if (!invite.data || userLoading) {
    body = <PageLoader label={t('loading')} />;
  } else if (user && !joining) {
    body = (
      <InviteStatus icon="pi pi-user" title={t('signedIn.title')}>
        <p>
          {t('signedIn.message', {
            email: user.email,
            company: invite.data.companyName,
            role: roleLabel(invite.data),
          })}
        </p>
        <div className="gl-invite__actions">
          <Button
            type="button"
            icon="pi pi-sign-out"
            label={t('signedIn.signOut')}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          />
          <Link className="gl-invite__link" to={CONSOLE}>
            {t('signedIn.toConsole')}
          </Link>
        </div>
      </InviteStatus>
    );
  } else {
    body = (
      <InviteForm
        code={code}
        invite={invite.data}
        roleLabel={roleLabel(invite.data)}
        onBusy={setJoining}
        onJoined={() => navigate(CONSOLE, { replace: true })}
        onGone={setGone}
      />
    );
  }

  return <InviteLayout>{body}</InviteLayout>;
}
