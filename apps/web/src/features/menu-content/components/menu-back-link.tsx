import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui';
import { menuEditorPath } from '../paths';

/** "← Back to the menu" above a page that belongs to one menu. */
export function MenuBackLink({ menuSlug }: { menuSlug: string }) {
  const { t } = useTranslation('menu-content');
  return <BackLink to={menuEditorPath(menuSlug)}>{t('backToMenu')}</BackLink>;
}
