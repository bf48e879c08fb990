import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

const page = () => import('./routes/results-page');

/** The results of a survey, an e-NPS survey and a quiz, inside the console layout. */
export const surveyResultsRoutes: RouteObject[] = [
  {
    path: 'surveys/:slug/results',
    handle: { title: 'survey-results-page:title.survey' } satisfies RouteHandle,
    lazy: () => page().then((m) => ({ Component: m.SurveyResultsPage })),
  },
  {
    path: 'e-nps/:slug/results',
    handle: { title: 'survey-results-page:title.enps' } satisfies RouteHandle,
    lazy: () => page().then((m) => ({ Component: m.EnpsResultsPage })),
  },
  {
    path: 'quizzes/:slug/results',
    handle: { title: 'survey-results-page:title.quiz' } satisfies RouteHandle,
    lazy: () => page().then((m) => ({ Component: m.QuizResultsPage })),
  },
];
