import { SURVEY_KINDS, type TSurveyKind } from '@guestloop/contracts';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';
import { SURVEY_KIND_CONFIG } from './kinds';
import { surveysPath } from './paths';

/** A kind's list and builder: the same pages, told which kind they serve. */
function kindRoutes(kind: TSurveyKind): RouteObject[] {
  const { segment } = SURVEY_KIND_CONFIG[kind];
  return [
    {
      path: segment,
      handle: { title: `surveys:kinds.${kind}.heading` } satisfies RouteHandle,
      lazy: () => import('./routes/surveys-page').then((m) => ({ element: <m.SurveysPage kind={kind} /> })),
    },
    {
      path: `${segment}/:slug`,
      handle: { title: 'surveys:builder.title' } satisfies RouteHandle,
      lazy: () =>
        import('./routes/survey-builder-page').then((m) => ({
          element: <m.SurveyBuilderPage kind={kind} />,
        })),
    },
  ];
}

/** Surveys, e-NPS and quizzes inside the console layout (/user/app/surveys, /e-nps, /quizzes…). */
export const surveysRoutes: RouteObject[] = [
  ...SURVEY_KINDS.flatMap(kindRoutes),
  // The section's id is "enps": an address written with it lands on the list.
  { path: 'enps', element: <Navigate to={surveysPath('enps')} replace /> },
];
