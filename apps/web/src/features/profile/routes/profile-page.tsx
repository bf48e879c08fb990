import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui';
import { UserConnections } from '@/entities/user-integrations';
import { useCurrentUser } from '@/lib/session';
import { DeleteAccountCard } from '../components/delete-account-card';
import { DetailsCard } from '../components/details-card';
import { EmailCard } from '../components/email-card';
import { LanguageCard } from '../components/language-card';
import { PasswordCard } from '../components/password-card';
import { PhotoCard } from '../components/photo-card';
import '../components/profile.css';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <>
      <header className="gl-profile-header">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <div className="gl-profile">
        <PhotoCard user={user} />
        <DetailsCard user={user} />
        <EmailCard user={user} />
        <LanguageCard user={user} />
        <PasswordCard user={user} />
        {/* A member of a company connects their own Telegram for its notifications. */}
        {user.structure ? <UserConnections /> : null}
        <DeleteAccountCard user={user} />
      </div>
    </>
  );
}
