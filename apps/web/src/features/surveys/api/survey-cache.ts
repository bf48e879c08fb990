import type { TSurvey, TSurveyList } from '@guestloop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { surveyKey, surveyListKey } from './keys';

/** A saved survey replaces the builder's copy at once, and its row in the list; the list reads again. */
export function storeSurvey(queryClient: QueryClient, survey: TSurvey): void {
  queryClient.setQueryData(surveyKey(survey.kind, survey.slug), survey);
  queryClient.setQueryData<TSurveyList>(surveyListKey(survey.kind), (list) =>
    list
      ? {
          items: list.items.map((item) => {
            if (item.id !== survey.id) return item;
            const { content, ...fields } = survey;
            return { ...item, ...fields, questionsCount: content.questions.length };
          }),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: surveyListKey(survey.kind) });
}
