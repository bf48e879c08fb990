import { INTL_LOCALES } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useServedFromCache } from '@/lib/service-worker';
import { useMenu, useUiLanguage } from './menu-context';
import { OriginalMarkFor } from './original-marks';

/** "Sizes and extras" and "Takeaway" texts of the menu's settings, when set. */
export function MenuInfoCards() {
  const { menu, original } = useMenu();
  const { langOf } = original;
  const { variants, delivery } = menu.settings;
  const cards = [
    { key: 'variants', title: variants.name, content: variants.content, icon: 'pi-sliders-h' },
    { key: 'delivery', title: delivery.title, content: delivery.content, icon: 'pi-shopping-bag' },
  ].filter((card) => card.title || card.content);
  if (cards.length === 0) return null;
  return (
    <div className="gm-info">
      {cards.map((card) => (
        <section key={card.key} className="gm-info__card">
          <i className={`pi ${card.icon} gm-info__icon`} aria-hidden="true" />
          <div>
            {card.title ? (
              <h2 className="gm-info__title" lang={langOf(card.title)}>
                {card.title}
              </h2>
            ) : null}
            {card.content ? (
              <p className="gm-info__text" lang={langOf(card.content)}>
                {card.content}
              </p>
            ) : null}
            <OriginalMarkFor texts={[card.title, card.content]} className="gm-info__mark" />
          </div>
        </section>
      ))}
    </div>
  );
}

/** The menu's own links (Instagram, website…), opening in a new tab. */
export function MenuFooterLinks() {
  const { t } = useTranslation('guest-menu');
  const { menu, original } = useMenu();
  const links = menu.settings.footerLinks;
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('footer.links')}>
      <ul className="gm-footer__links">
        {links.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" lang={original.langOf(link.label)}>
              {link.label}
              <i className="pi pi-external-link" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Shown when the service worker answered with the copy it saved (no connection). */
export function OfflineNotice() {
  const { t } = useTranslation('guest-menu');
  const { slug } = useMenu();
  const language = useUiLanguage();
  const savedAt = useServedFromCache(slug);
  if (!savedAt) return null;
  const date = new Date(savedAt);
  const when = Number.isNaN(date.getTime())
    ? savedAt
    : new Intl.DateTimeFormat(INTL_LOCALES[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(date);
  return (
    <p className="gm-offline" role="status">
      <i className="pi pi-wifi" aria-hidden="true" />
      {t('offline.savedCopy', { time: when })}
    </p>
  );
}
