import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const boardPath = (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}/admin/orders`;

/** Links to each menu's live board (it opens full screen, for the counter or the kitchen). */
export function BoardsPanel({ menus }: { menus: readonly { slug: string; title: string }[] }) {
  const { t } = useTranslation('orders');
  return (
    <section className="gl-panel gl-orders-boards" aria-labelledby="orders-boards-title">
      <div className="gl-orders-boards__text">
        <h2 id="orders-boards-title">
          <span className="pi pi-desktop" aria-hidden="true" /> {t('boards.title')}
        </h2>
        <p>{t('boards.lead')}</p>
      </div>
      {menus.length === 0 ? (
        <p className="gl-orders-muted">{t('boards.none')}</p>
      ) : (
        <ul className="gl-orders-boards__list">
          {menus.map((menu) => (
            <li key={menu.slug}>
              <Link
                className="p-button p-button-outlined p-button-sm"
                to={boardPath(menu.slug)}
                aria-label={t('boards.open', { menu: menu.title })}
              >
                <span className="pi pi-external-link" aria-hidden="true" />
                <span>{menu.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
