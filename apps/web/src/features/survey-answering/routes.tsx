import type { TSurveyKind } from '@guestloop/contracts';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/title';

/** The answering page loads its module and its words together, nothing of the console. */
const answeringPage =
  (kind: TSurveyKind): RouteObject['lazy'] =>
  async () => {
    const [{ SurveyPage }] = await Promise.all([
      import('./routes/survey-page'),
      loadNamespaces(['guest-survey']),
    ]);
    return { Component: () => <SurveyPage kind={kind} /> };
  };

/** Under /user/p/: a survey's, an e-NPS survey's and a quiz's public link. */
export const surveyAnsweringRoutes: RouteObject[] = [
  {
    path: 'survey/:slug',
    lazy: answeringPage('survey'),
    handle: { title: 'common:titles.survey' } satisfies RouteHandle,
  },
  {
    path: 'enps/:slug',
    lazy: answeringPage('enps'),
    handle: { title: 'common:titles.enps' } satisfies RouteHandle,
  },
  {
    path: 'quiz/:slug',
    lazy: answeringPage('quiz'),
    handle: { title: 'common:titles.quiz' } satisfies RouteHandle,
  },
];
