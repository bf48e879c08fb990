import type { TSurveyKind } from '@guestloop/contracts';

/**
 * What the answers module tells. The map is declared where it is defined: this folder sorts
 * before the events module, and TypeScript merges an addition made through `../events` (a
 * re-export) that it reads first into a map of its own.
 */
declare module '../events/domain-events' {
  interface DomainEventMap {
    /**
     * A guest or employee sent the final answer of a survey, e-NPS survey or quiz. Emitted after
     * the commit, once per answer; it names no customer (an e-NPS answer is anonymous).
     */
    'survey.answered': { structureId: string; surveyId: string; kind: TSurveyKind };
  }
}
