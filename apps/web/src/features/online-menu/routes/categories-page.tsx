import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import '../components/guest-menu.css';
import { GuestShell } from '../components/guest-shell';
import { useMenu } from '../components/menu-context';
import { useMenuHome } from '../components/menu-home';
import { MenuImage } from '../components/menu-image';
import { MenuGate } from '../components/menu-states';
import { countItems, visibleCategories } from '../model/menu-index';
import { sectionDomId } from '../model/scroll-spy';

function CategoriesView() {
  const { t } = useTranslation('guest-menu');
  const { menu, slug, original } = useMenu();
  const categories = visibleCategories(menu.categories);
  const home = useMenuHome(slug);
  return (
    <GuestShell slug={slug} backTo={home} heading={menu.title}>
      <div className="gm-page">
        <h1 className="gm-page__title">{t('categories.title')}</h1>
        <ul className="gm-category-grid">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link to={`${home}#${sectionDomId(category.id)}`} className="gm-category-card">
                {category.image ? (
                  <MenuImage
                    image={category.image}
                    width={320}
                    height={200}
                    sizes="(min-width: 640px) 300px, 50vw"
                    className="gm-category-card__image"
                    eager={index < 4}
                  />
                ) : (
                  <span
                    className="gm-category-card__image gm-category-card__image--empty"
                    aria-hidden="true"
                  />
                )}
                <span className="gm-category-card__title" lang={original.langOf(category.title)}>
                  {category.title}
                </span>
                <span className="gm-category-card__count">
                  {t('categories.items', { n: countItems(category) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </GuestShell>
  );
}

/** /:slug/categories — the categories as picture cards, each leading to its section. */
export function CategoriesPage() {
  const { slug = '' } = useParams();
  return <MenuGate slug={slug}>{() => <CategoriesView />}</MenuGate>;
}
