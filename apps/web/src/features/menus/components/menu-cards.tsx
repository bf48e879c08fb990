import { LANGUAGE_NAMES, type TMenuList } from '@guestloop/contracts';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDates } from '@/entities/company';
import { menuPath } from '../paths';

type MenuRow = TMenuList['items'][number];

/** The company's menus as cards: the title opens the editor. */
export function MenuCards({ menus, labelledBy }: { menus: MenuRow[]; labelledBy: string }) {
  const { t } = useTranslation('menus');
  const dates = useConsoleDates();
  return (
    <ul className="gl-menu-cards" aria-labelledby={labelledBy}>
      {menus.map((menu) => (
        <li key={menu.id} className="gl-menu-card">
          <span className="gl-menu-card__logo" aria-hidden="true">
            {menu.logo ? <img src={menu.logo.src} alt="" /> : <span className="pi pi-book" />}
          </span>
          <div className="gl-menu-card__body">
            <div className="gl-menu-card__top">
              <Link to={menuPath(menu.slug)} className="gl-menu-card__title" dir="auto">
                {menu.title}
              </Link>
              <Tag
                value={menu.isActive ? t('status.active') : t('status.inactive')}
                severity={menu.isActive ? 'success' : 'secondary'}
                rounded
              />
            </div>
            <p className="gl-menu-card__slug">/{menu.slug}</p>
            <dl className="gl-menu-card__facts">
              <div>
                <dt>{t('fields.language')}</dt>
                <dd>{LANGUAGE_NAMES[menu.language]}</dd>
              </div>
              <div>
                <dt>{t('fields.currency')}</dt>
                <dd>{menu.currency}</dd>
              </div>
              <div>
                <dt>{t('list.content')}</dt>
                <dd>
                  {t('list.categories', { count: menu.categoriesCount })} ·{' '}
                  {t('list.items', { count: menu.itemsCount })}
                </dd>
              </div>
              <div>
                <dt>{t('list.updated')}</dt>
                <dd>
                  <time dateTime={menu.updatedAt}>{dates.format(menu.updatedAt, 'dateTime')}</time>
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
