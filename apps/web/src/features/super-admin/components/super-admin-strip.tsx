import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorMessage } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { useCurrentTakeover, useLeaveStructure } from '../api/takeover';
import './super-admin.css';

/**
 * Above the console, for super administrators only: while they work inside a company, a banner
 * saying so with the way out; otherwise the way to their own console.
 */
export function SuperAdminStrip() {
  const { user } = useCurrentUser();
  return user?.isSuperAdmin ? <Strip /> : null;
}

function Strip() {
  const { t } = useTranslation('super-admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const current = useCurrentTakeover(true);
  const leave = useLeaveStructure();
  const takeover = current.data?.takeover;

  if (!takeover) {
    return (
      <div className="gl-sa-strip">
        <i className="pi pi-shield" aria-hidden="true" />
        <Link to="/user/app/super-admin">{t('strip.console')}</Link>
      </div>
    );
  }
  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => navigate(`/user/app/super-admin/structures/${takeover.structure.id}`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <section className="gl-sa-strip gl-sa-strip--active" aria-label={t('strip.label')}>
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <p>{t('strip.working', { company: takeover.structure.name })}</p>
      <Button
        type="button"
        size="small"
        severity="warning"
        icon="pi pi-sign-out"
        label={t('strip.leave')}
        loading={leave.isPending}
        onClick={onLeave}
      />
    </section>
  );
}
