import type { TMenu, TMenuImage, TMenuItem } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { allCategories } from '../api/menu-cache';
import { formatPrice } from './price';
import './phone-preview.css';

const imageSrc = (image: TMenuImage, width: number) => image.variants[String(width)] ?? image.src;

function PreviewItem({ item, menu }: { item: TMenuItem; menu: TMenu }) {
  const { t } = useTranslation('menus');
  const photo = item.images[0];
  return (
    <li className={`gl-preview-item${item.soldOut ? ' gl-preview-item--sold-out' : ''}`}>
      <div className="gl-preview-item__text">
        <span className="gl-preview-item__title" dir="auto">
          {item.title}
        </span>
        {item.subTitle ? (
          <span className="gl-preview-item__sub" dir="auto">
            {item.subTitle}
          </span>
        ) : null}
        <span className="gl-preview-item__price">
          {formatPrice(item.price, menu.currency, menu.language)}
          {item.soldOut ? <span className="gl-preview-item__badge">{t('preview.soldOut')}</span> : null}
        </span>
      </div>
      {photo ? (
        <img className="gl-preview-item__photo" src={imageSrc(photo, 320)} alt="" loading="lazy" />
      ) : null}
    </li>
  );
}

/** The public menu as a guest's phone would show it, drawn from the editor's data. */
export function PhonePreview({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const categories = allCategories(menu).filter((category) => category.items.length > 0);
  const { hero } = menu.settings;
  return (
    <figure className="gl-phone" aria-labelledby="menu-preview-caption">
      <figcaption id="menu-preview-caption" className="gl-phone__caption">
        {t('preview.caption')}
      </figcaption>
      <div className="gl-phone__frame">
        <div className="gl-phone__screen" lang={menu.language}>
          <header
            className="gl-preview-hero"
            style={
              menu.background ? { backgroundImage: `url("${imageSrc(menu.background, 640)}")` } : undefined
            }
          >
            <div className="gl-preview-hero__shade">
              {menu.logo ? (
                <img className="gl-preview-hero__logo" src={imageSrc(menu.logo, 320)} alt="" />
              ) : null}
              <h2 className="gl-preview-hero__title" dir="auto">
                {menu.title}
              </h2>
              {menu.subTitle ? <p dir="auto">{menu.subTitle}</p> : null}
            </div>
          </header>
          {hero.title || hero.content ? (
            <div className="gl-preview-intro" dir="auto">
              {hero.title ? <strong>{hero.title}</strong> : null}
              {hero.content ? <p>{hero.content}</p> : null}
            </div>
          ) : null}
          {menu.categories.length ? (
            <ul className="gl-preview-chips" aria-label={t('content.categories')}>
              {menu.categories.map((category) => (
                <li key={category.id} dir="auto">
                  {category.title}
                </li>
              ))}
            </ul>
          ) : null}
          {categories.length ? (
            categories.map((category) => (
              <section key={category.id} className="gl-preview-category">
                <h3 dir="auto">{category.title}</h3>
                <ul>
                  {category.items.map((item) => (
                    <PreviewItem key={item.id} item={item} menu={menu} />
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <p className="gl-preview-empty">{t('preview.empty')}</p>
          )}
        </div>
      </div>
    </figure>
  );
}
