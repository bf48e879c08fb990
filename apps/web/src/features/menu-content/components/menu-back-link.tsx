import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuEditorPath } from '../paths';

/** "← Back to the menu" above a page that belongs to one menu. */
export function MenuBackLink({ menuSlug }: { menuSlug: string }) {
  const { t } = useTranslation('menu-content');
  return (
    <Link className="gl-mc-back" to={menuEditorPath(menuSlug)}>
      <span className="pi pi-arrow-left" aria-hidden="true" />
      {t('backToMenu')}
    </Link>
  );
}
