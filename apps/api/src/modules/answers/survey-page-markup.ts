import { INTL_LOCALES, isRtl, type TLanguage, type TSurveyPublic } from '@guestloop/contracts';
import { guestFrameMarkup } from '../../lib/prerender/guest-frame';
import { attrs, escapeHtml as e } from '../../lib/prerender/html';
import type { Translate } from '../../lib/prerender/language';

/**
 * The welcome screen of a survey, e-NPS survey or quiz as the web app draws it
 * (apps/web/src/components/ui/GuestPageFrame.tsx; features/survey-answering/components:
 * survey-header, welcome-screen, privacy-note), with the same elements and classes, so the page is painted from its HTML and
 * the app takes over without a visible change. Icons are drawn once the app runs.
 */

interface Context {
  survey: TSurveyPublic;
  language: TLanguage;
  t: Translate;
}

const contentAttrs = (survey: TSurveyPublic) => ({
  lang: INTL_LOCALES[survey.language],
  dir: isRtl(survey.language) ? 'rtl' : 'ltr',
});

const textOf = (survey: TSurveyPublic, className: string, text: string) =>
  text.trim() ? `<p${attrs({ class: className, ...contentAttrs(survey) })}>${e(text)}</p>` : '';

function header({ survey, t }: Context): string {
  const logo = survey.logoUrl ?? survey.company.logoUrl;
  const venue = survey.content.structureTitle.trim() || survey.company.name;
  const image = survey.headerUrl
    ? `<img${attrs({ class: 'sa-header__image', src: survey.headerUrl, alt: '' })}>`
    : '';
  const brand = logo
    ? `<img${attrs({ class: 'sa-header__logo', src: logo, alt: t('guest-survey:welcome.logo', { name: survey.company.name }) })}>`
    : `<span class="sa-header__initial" aria-hidden="true">${e(venue.slice(0, 1))}</span>`;
  return `<header class="sa-header">${image}<div class="sa-header__brand">${brand}<span class="sa-header__text"><span class="sa-header__venue" dir="auto">${e(
    venue,
  )}</span></span></div></header>`;
}

function privacy({ survey, t }: Context): string {
  const policy = survey.content.settings.policy;
  const own = policy.useOwnPolicy && (policy.title.trim() || policy.policy.trim());
  const ownTitle = own && policy.title.trim();
  const title = `<h2${attrs({ id: 'sa-privacy-title', class: 'sa-privacy__title', ...(ownTitle ? contentAttrs(survey) : {}) })}>${e(
    ownTitle || t('guest-survey:privacy.title'),
  )}</h2>`;
  const defaultText = t(
    survey.kind === 'enps' ? 'guest-survey:privacy.enps' : 'guest-survey:privacy.default',
    {
      company: survey.company.name,
    },
  );
  const text =
    own && policy.policy.trim()
      ? textOf(survey, 'sa-privacy__text', policy.policy)
      : `<p class="sa-privacy__text">${e(defaultText)}</p>`;
  const link = policy.url
    ? `<a${attrs({ class: 'sa-link', href: policy.url, target: '_blank', rel: 'noopener noreferrer' })}>${e(t('guest-survey:privacy.link'))}</a>`
    : '';
  const consent = policy.GDPRCompliance
    ? `<div class="sa-consent"><label class="sa-option sa-option--check"><input type="checkbox" data-replay="consent" aria-required="true"><span class="sa-option__mark" aria-hidden="true"></span><span class="sa-option__label">${e(
        t('guest-survey:privacy.consent'),
      )}</span></label></div>`
    : '';
  return `<section class="sa-privacy" aria-labelledby="sa-privacy-title">${title}${text}${link}${consent}</section>`;
}

/** The page's first screen, inside the root element. */
export function welcomePageMarkup(context: Context): string {
  const { survey, t } = context;
  const { subTitle, settings, quiz } = survey.content;
  const limit = survey.kind === 'quiz' ? (quiz?.timeLimitMinutes ?? null) : null;
  const notes = [
    survey.kind === 'enps'
      ? `<p class="sa-note sa-anonymous"><span>${e(t('guest-survey:anonymous.long'))}</span></p>`
      : '',
    limit
      ? `<p class="sa-note"><span>${e(t('guest-survey:welcome.timeLimit', { minutes: limit }))}</span></p>`
      : '',
  ].join('');
  const welcome = [
    `<h1${attrs({ class: 'sa-welcome__title', ...contentAttrs(survey) })}>${e(survey.title)}</h1>`,
    textOf(survey, 'sa-welcome__subtitle', subTitle),
    textOf(survey, 'sa-welcome__text', settings.welcomePage),
    notes,
    privacy(context),
    textOf(survey, 'sa-welcome__begin', settings.begin),
    `<button type="button" class="sa-button sa-button--primary sa-button--wide">${e(t('guest-survey:welcome.start'))}</button>`,
  ].join('');
  return guestFrameMarkup(
    context,
    `${header(context)}<section class="sa-card sa-welcome">${welcome}</section>`,
  );
}
