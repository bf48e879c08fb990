import { useMemo } from 'react';
import type { EmbedProps } from '@/lib/embeds';
import { loadNamespaces } from '@/lib/i18n';
import type { SurveyAddress } from './api/survey-kind';
import { SurveyHeadingLevel } from './components/survey-heading';
import { SurveyAnswering } from './routes/survey-page';

/**
 * A survey answered inside another page (a QR info page's survey block): the survey page's
 * screens without its frame, title or language picker, its headings below the host's. The
 * question screens scroll to the top of `.sa-embed`, not of the page.
 */
export function SurveyEmbed({ slug }: EmbedProps['survey']) {
  const address = useMemo((): SurveyAddress => ({ kind: 'survey', slug }), [slug]);
  return (
    <div className="sa-embed">
      <SurveyHeadingLevel value={3}>
        <SurveyAnswering address={address} />
      </SurveyHeadingLevel>
    </div>
  );
}

/** The embed with its words, for the app's registry (app/embeds.ts). */
export async function loadSurveyEmbed(): Promise<typeof SurveyEmbed> {
  await loadNamespaces(['guest-survey']);
  return SurveyEmbed;
}
