import type { TSurveyPublic, TSurveyState } from '@guestloop/contracts';
import { publicContent, type SurveyForGuest } from '../surveys';
import { isExpired } from './answer-rules';

/**
 * A published survey as its public page shows it (GET {kind}/view/{slug}); `state` and `finished`
 * are the guest's: null and false for one who has not begun, as a page written on the server for
 * every first visitor has them.
 */
export function surveyPublicView(
  survey: SurveyForGuest,
  guest: { state: TSurveyState | null; finished: boolean } = { state: null, finished: false },
): TSurveyPublic {
  return {
    slug: survey.slug,
    kind: survey.kind,
    title: survey.title,
    language: survey.language,
    content: publicContent(survey.content),
    logoUrl: survey.logoUrl,
    headerUrl: survey.headerUrl,
    company: { name: survey.companyName, logoUrl: survey.companyLogoUrl },
    locationName: survey.locationName,
    expired: isExpired(survey.expiresOn, survey.timeZone),
    state: guest.state,
    finished: guest.finished,
  };
}
