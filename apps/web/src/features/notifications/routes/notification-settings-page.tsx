import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { useNotificationSetting } from '../api/notification-setting';
import { SettingsForm } from '../components/settings-form';
import '../components/notification-settings.css';

/** /user/app/notifications: what the member is told of, where and how (their own setting). */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  return (
    <RequirePermission permission="notifications.manage" namespace="notifications">
      <header className="gl-page-header">
        <h1>{t('settings.heading')}</h1>
        <p>{t('settings.lead')}</p>
      </header>
      <SettingsBody />
    </RequirePermission>
  );
}

function SettingsBody() {
  const { t } = useTranslation('notifications');
  const query = useNotificationSetting();
  return (
    <QueryState query={query} loadingLabel={t('settings.loading')} errorTitle={t('settings.loadError')}>
      {(setting) => <SettingsForm setting={setting} />}
    </QueryState>
  );
}
