import { todayHours } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { useMenu } from './menu-context';
import { MenuImage } from './menu-image';
import { OriginalMarkFor } from './original-marks';

/** The top of the menu: background photo, logo, name, subtitle, welcome text and today's hours. */
export function MenuHero() {
  const { menu, original } = useMenu();
  const { hero, workDetails } = menu.settings;
  const { langOf } = original;
  const hours = workDetails.hours?.kind === 'text' ? workDetails.hours.text : null;
  return (
    <header className="gm-hero">
      <div className="gm-hero__media">
        {menu.background ? (
          <MenuImage
            image={menu.background}
            width={1600}
            height={700}
            sizes="(min-width: 960px) 960px, 100vw"
            className="gm-hero__image"
            eager
          />
        ) : null}
      </div>
      <div className="gm-hero__card">
        {menu.logo ? (
          <MenuImage image={menu.logo} width={72} height={72} sizes="72px" className="gm-hero__logo" eager />
        ) : null}
        <h1 className="gm-hero__title">{menu.title}</h1>
        {menu.subTitle ? (
          <p className="gm-hero__subtitle" lang={langOf(menu.subTitle)}>
            {menu.subTitle}
          </p>
        ) : null}
        <WorkDetails />
        {hero.title || hero.content ? (
          <div className="gm-hero__welcome">
            {hero.title ? (
              <h2 className="gm-hero__welcome-title" lang={langOf(hero.title)}>
                {hero.title}
              </h2>
            ) : null}
            {hero.content ? <p lang={langOf(hero.content)}>{hero.content}</p> : null}
          </div>
        ) : null}
        <OriginalMarkFor texts={[menu.subTitle, hero.title, hero.content, hours]} className="gm-hero__mark" />
      </div>
    </header>
  );
}

function WorkDetails() {
  const { t } = useTranslation('guest-menu');
  const { menu, now, original } = useMenu();
  const { address, hours } = menu.settings.workDetails;
  const today = todayHours(hours, now);
  if (!address && !today) return null;
  return (
    <ul className="gm-details">
      {address ? (
        <li>
          <GuestIcon name="map-marker" />
          <span className="gl-visually-hidden">{t('details.address')}: </span>
          {address}
        </li>
      ) : null}
      {today ? (
        <li>
          <GuestIcon name="clock" />
          <span className="gl-visually-hidden">{t('details.hours')}: </span>
          {today.kind === 'text' ? <InLanguage text={today.text} lang={original.langOf(today.text)} /> : null}
          {today.kind === 'closed-today' ? (
            <span className="gm-status gm-status--closed">{t('details.closedToday')}</span>
          ) : null}
          {today.kind === 'weekly' ? (
            <>
              <span>{t('details.today', { open: today.open, close: today.close })}</span>
              <span className={today.openNow ? 'gm-status gm-status--open' : 'gm-status gm-status--closed'}>
                {today.openNow ? t('details.openNow') : t('details.closedNow')}
              </span>
            </>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}

/** A text in an element of its own language when it is shown untranslated. */
function InLanguage({ text, lang }: { text: string; lang: string | undefined }) {
  return lang ? <span lang={lang}>{text}</span> : text;
}
