import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { useMenu } from './menu-context';

/**
 * Where the menu shows texts untranslated (SPEC point 4: translated from the menu's own language,
 * as far as its translations go). A place showing any carries a small mark naming the language
 * they are in, the texts themselves carry its `lang`; when nothing at all is translated, one
 * notice under the hero says so instead. The server's first screen writes the same markup
 * (prerender-markup.ts), so keep the two in step.
 */

/** "Original · English" beside texts shown as written. */
export function OriginalMark() {
  const { t } = useTranslation('guest-menu');
  const { original } = useMenu();
  return <span className="gm-original">{t('content.original', { language: original.sourceName })}</span>;
}

/** The mark when a place shows any of these texts untranslated (and the page has no notice). */
export function OriginalMarkFor({
  texts,
  className,
}: {
  texts: (string | null | undefined)[];
  /** Wraps the mark in a paragraph of this class (it stands on a line of its own). */
  className?: string;
}) {
  const { original } = useMenu();
  if (!original.marked(...texts)) return null;
  return className ? (
    <p className={className}>
      <OriginalMark />
    </p>
  ) : (
    <OriginalMark />
  );
}

/** "This menu is shown in its original language: English." when nothing is translated. */
export function OriginalNotice() {
  const { t } = useTranslation('guest-menu');
  const { original } = useMenu();
  if (!original.whole) return null;
  return (
    <p className="gm-original-notice">
      <GuestIcon name="globe" />
      <span>{t('content.originalMenu', { language: original.sourceName })}</span>
    </p>
  );
}
