import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState, NoAccess, PageLoader } from '@/components/ui';
import { can } from '@/entities/permissions';
import { useCurrentUser } from '@/lib/session';
import { AssistantScreen } from '../components/assistant-screen';
import { assistantPath, assistantReturnPath, isScope } from '../paths';
import '../components/assistant.css';

/**
 * /user/online-menu/ai/assistant/:id (SPEC point 2, the AI assistant's page): staff who may read
 * the statistics ask about their company's data. `:id` is the assistant's scope, `all` or one
 * of the company's locations; `?c=` names the conversation shown.
 */
export function AssistantPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('assistant');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader fullScreen label={t('loading')} />;
  if (!user)
    return <Navigate to={`/user/app/sign-in?next=${encodeURIComponent(assistantReturnPath(id))}`} replace />;
  if (!user.registrationComplete) return <Navigate to="/user/app/complete-registration" replace />;
  if (!can(user, 'statistics.view')) {
    return (
      <main className="gl-assistant gl-assistant--state">
        <NoAccess namespace="assistant" backTo="/user/app" />
      </main>
    );
  }
  if (!isScope(id)) {
    return (
      <main className="gl-assistant gl-assistant--state">
        <EmptyState
          icon="pi pi-compass"
          level={1}
          title={t('badScope.title')}
          message={t('badScope.message')}
          action={
            <Link className="p-button p-component gl-assistant__link-button" to={assistantPath('all')}>
              {t('badScope.open')}
            </Link>
          }
        />
      </main>
    );
  }
  return <AssistantScreen scope={id} />;
}
