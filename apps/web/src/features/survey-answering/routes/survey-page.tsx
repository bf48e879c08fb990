// The frame's styles first: each screen's own come after them and refine them.
import '../components/survey.css';
import type { TSurveyKind, TSurveyPublic } from '@guestloop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestPageFrame } from '@/components/ui/GuestPageFrame';
import { PageLoader } from '@/components/ui/PageLoader';
import { QueryStateCore } from '@/components/ui/QueryStateCore';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/title';
import { usePublicSurvey } from '../api/get-public-survey';
import type { SurveyAddress } from '../api/survey-kind';
import {
  ClosedScreen,
  EndCard,
  ExpiredScreen,
  ThanksScreen,
  TimeUpScreen,
  unavailableKey,
} from '../components/end-screens';
import { Icon } from '../components/icons';
import { QuestionScreen } from '../components/question-screen';
import { QuizResultScreen } from '../components/quiz-result';
import { useSurveyFlow } from '../components/use-survey-flow';
import { WelcomeScreen } from '../components/welcome-screen';

function SurveyFlowView({ survey, address }: { survey: TSurveyPublic; address: SurveyAddress }) {
  const flow = useSurveyFlow(survey, address);
  // The returning customer's note stays on the question they came back to, until they move on.
  const [resumedAt, setResumedAt] = useState(() => (flow.screen.name === 'question' ? flow.screen.id : null));
  const shownId = flow.question?.id ?? null;
  if (resumedAt !== null && shownId !== resumedAt) setResumedAt(null);
  const { screen } = flow;
  switch (screen.name) {
    case 'welcome':
      return <WelcomeScreen survey={survey} flow={flow} />;
    case 'question':
      return flow.question ? (
        <QuestionScreen
          key={flow.question.id}
          survey={survey}
          flow={flow}
          question={flow.question}
          resumedHere={resumedAt === flow.question.id}
        />
      ) : null;
    case 'done':
      return survey.kind === 'quiz' ? (
        <QuizResultScreen survey={survey} result={screen.quiz} />
      ) : (
        <ThanksScreen survey={survey} />
      );
    case 'expired':
      return <ExpiredScreen survey={survey} />;
    case 'closed':
      return <ClosedScreen survey={survey} />;
    case 'timeUp':
      return <TimeUpScreen survey={survey} />;
  }
}

/**
 * A survey's flow from its first answer on: loading, missing, failed with Try again, then the
 * screens. The page below puts it in the guest frame; `embed.tsx` inside another page.
 */
export function SurveyAnswering({ address }: { address: SurveyAddress }) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const survey = usePublicSurvey(address);
  const missing = unavailableKey(address.kind);
  return (
    <QueryStateCore
      query={survey}
      loading={<PageLoader />}
      notFound={
        <EndCard icon="alert" title={t(missing.title)}>
          <p className="sa-end__text">{t(missing.message)}</p>
        </EndCard>
      }
      error={(error, retry) => (
        <EndCard icon="alert" title={t('error.loadFailed')}>
          <p className="sa-end__text">{errorMessage(error)}</p>
          <button type="button" className="sa-button sa-button--primary" onClick={retry}>
            {t('actions.retry')}
          </button>
        </EndCard>
      )}
    >
      {(data) => <SurveyFlowView survey={data} address={address} />}
    </QueryStateCore>
  );
}

/**
 * /user/p/survey/:slug, /user/p/enps/:slug and /user/p/quiz/:slug: where guests and employees
 * answer. The customer cookie is who they are; the server keeps where they left off.
 */
export function SurveyPage({ kind, slug }: { kind: TSurveyKind; slug: string }) {
  const address: SurveyAddress = { kind, slug };
  usePageTitle(usePublicSurvey(address).data?.title);
  return (
    <GuestPageFrame globe={<Icon name="globe" />}>
      <SurveyAnswering address={address} />
    </GuestPageFrame>
  );
}
