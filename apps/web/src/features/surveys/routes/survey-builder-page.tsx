import type { TSurveyKind } from '@guestloop/contracts';
import { SurveyBuilder } from '../components/builder/survey-builder';
import { SurveyFrame } from '../components/survey-frame';

/** /user/app/{surveys|e-nps|quizzes}/:slug: one survey's builder with its live phone preview. */
export function SurveyBuilderPage({ kind }: { kind: TSurveyKind }) {
  return (
    <SurveyFrame kind={kind}>
      {/* Keyed by id: another survey gets a fresh form. */}
      {(survey) => <SurveyBuilder key={survey.id} survey={survey} />}
    </SurveyFrame>
  );
}
