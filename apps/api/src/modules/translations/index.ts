/**
 * The translations module: the staff side of content translation (a record's texts beside their
 * translations, machine translation into several languages and its progress). It reads the
 * catalogue modules' texts and the company's translation memory (i18n); nothing else uses it.
 */
export { translationsRoutes } from './translations.routes';
