import { INTL_LOCALES, LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { attrs, escapeHtml as e } from './html';
import type { Translate } from './language';

/**
 * The frame of a guest's one-column pages as the web app draws it
 * (apps/web/src/components/ui/GuestPageFrame.tsx): the language picker, the page's content, the
 * footer; icons are drawn once the app runs. `wrap` puts the frame in the page's own element.
 */
export function guestFrameMarkup(
  { language, t }: { language: TLanguage; t: Translate },
  content: string,
  wrap: (frame: string) => string = (frame) => frame,
): string {
  const options = LANGUAGES.map(
    (code) =>
      `<option${attrs({ value: code, lang: INTL_LOCALES[code], selected: code === language })}>${e(LANGUAGE_NAMES[code])}</option>`,
  ).join('');
  const picker = `<div class="gl-guest__language"><label for="sa-language" class="gl-visually-hidden">${e(
    t('common:language.label'),
  )}</label><select id="sa-language" data-replay="language">${options}</select></div>`;
  return wrap(
    `<div class="gl-guest"><div class="gl-guest__bar">${picker}</div><main class="gl-guest__main" id="main">${content}</main><footer class="gl-guest__footer"><span>${e(
      t('common:app.poweredBy'),
    )}</span></footer></div>`,
  );
}
