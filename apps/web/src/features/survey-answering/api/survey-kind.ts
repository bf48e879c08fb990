import type { TSurveyKind } from '@guestloop/contracts';

/** The API prefix of each kind: a public page reaches only its own kind's calls. */
export const KIND_PREFIX: Record<TSurveyKind, string> = {
  survey: '/survey',
  enps: '/e-nps',
  quiz: '/quiz',
};

export interface SurveyAddress {
  kind: TSurveyKind;
  slug: string;
}

export const surveyPath = ({ kind, slug }: SurveyAddress) =>
  `${KIND_PREFIX[kind]}/${encodeURIComponent(slug)}`;
