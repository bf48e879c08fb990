import type { TLanguage, TSurveyQuestion } from '@guestloop/contracts';
import type { DraftValue } from '../model/flow';

/** What every answer control gets: its question, the value, and the ids that name and describe it. */
export interface ControlProps<Q extends TSurveyQuestion = TSurveyQuestion> {
  question: Q;
  value: DraftValue | undefined;
  onChange: (value: DraftValue) => void;
  /** The question's title (its visible heading). */
  labelledBy: string;
  /** The hint and, when shown, the issue. */
  describedBy: string;
  invalid: boolean;
  /** The survey's own language: option labels are written in it. */
  language: TLanguage;
}
