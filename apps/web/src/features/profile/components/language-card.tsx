import type { TLanguage, TUser } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/ui';
import { useSetProfileLanguage } from '@/entities/session';
import { useErrorMessage } from '@/lib/errors';
import { setLanguage } from '@/lib/i18n';
import { useToast } from '@/lib/toast';

/** The account's language: the console switches at once, e-mails follow. */
export function LanguageCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSetProfileLanguage();

  const onChange = async (language: TLanguage) => {
    try {
      await save.mutateAsync({ language });
      await setLanguage(language);
      toast.success(t('language.saved'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="gl-profile-card" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title">{t('language.title')}</h2>
      <p className="gl-profile-card__lead">{t('language.lead')}</p>
      <div className="gl-profile-form">
        <LanguageSelect
          label={t('language.field')}
          value={user.language}
          onChange={(language) => void onChange(language)}
        />
      </div>
    </section>
  );
}
