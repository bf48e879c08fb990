import { useTranslation } from 'react-i18next';

/**
 * A user's text (a page's title) set inside a translated sentence keeps its own direction: right
 * to left, an English title would otherwise pull the quotes around. Left to right it stays as it is.
 */
export function useIsolate(): (text: string) => string {
  const { i18n } = useTranslation();
  return i18n.dir() === 'rtl' ? (text) => `\u2068${text}\u2069` : (text) => text;
}
