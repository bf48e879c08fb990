import type { TSurveyKind } from '@guestloop/contracts';
import { loadNamespaces } from '@/lib/i18n';
import type { StandalonePage } from '@/lib/standalone-page';

const KINDS: readonly TSurveyKind[] = ['survey', 'enps', 'quiz'];

/**
 * A survey's, an e-NPS survey's and a quiz's public link. Each loads its module and its words
 * together, nothing of the console and no routing code.
 */
export const surveyAnsweringPages: StandalonePage[] = KINDS.map((kind) => ({
  path: `user/p/${kind}/:slug`,
  title: `common:titles.${kind}`,
  load: async () => {
    const [{ SurveyPage }] = await Promise.all([
      import('./routes/survey-page'),
      loadNamespaces(['guest-survey']),
    ]);
    return ({ slug = '' }) => <SurveyPage kind={kind} slug={slug} />;
  },
}));
