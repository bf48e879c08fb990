import { useTranslation } from 'react-i18next';
import { PublicShell } from '@/components/ui/PublicShell';
import { UnavailableState } from '@/components/ui/UnavailableState';
import '@/styles/console.css';

/** Routes whose feature is not built yet (ordering, payment, profile, AI assistant): an honest note. */
export function MenuPageUnavailable() {
  const { t } = useTranslation('common');
  return (
    <PublicShell>
      <UnavailableState title={t('unavailable.page.title')} message={t('unavailable.page.message')} />
    </PublicShell>
  );
}
