/**
 * The language packs: what other modules may use. The packs are JSON per language and namespace
 * under `locales/`; the web app's namespaces are served by `GET /translation/{lang}`, the
 * server's own (SERVER_NAMESPACES, e.g. the mail texts) are read with `readNamespace`.
 */

export {
  type ShownText,
  showIn,
  type TranslationState,
  textHash,
} from './content/content-translations.service';
export { i18nRoutes } from './i18n.routes';
export { translationPack } from './i18n.service';
export { localesDir, type Messages, readNamespace, SERVER_NAMESPACES } from './locales';
export { fillVars, type ServerTexts, serverText, serverTexts } from './server-texts';
