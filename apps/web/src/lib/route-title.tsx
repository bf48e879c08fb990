import { useMatches } from 'react-router';
import { routeTitleKey, useDocumentTitle } from '@/lib/title';

/** The router's pages: the deepest matched route's title, unless the page sets its own. */
export function TitleManager(): null {
  useDocumentTitle(routeTitleKey(useMatches()));
  return null;
}
