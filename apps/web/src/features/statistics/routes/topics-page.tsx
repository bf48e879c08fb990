import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader, QueryState } from '@/components/ui';
import { useReviewTopics } from '../api/get-review-topics';
import { statFilters } from '../components/filters';
import { TopicExamples } from '../components/topics/topic-examples';
import { useTopicWords } from '../components/topics/topic-words';
import { TopicsChart } from '../components/topics/topics-chart';
import { useFigures } from '../components/use-figures';
import { useStatsFilters } from '../components/use-stats-filters';
import '../components/topics/topics.css';

/**
 * /user/app/statistics/topics: what guests talk about in their comments over the period —
 * food, service, waiting… — and how they speak of it, read by machine and shown as a hint.
 */
export function TopicsPage() {
  const { t } = useTranslation('statistics');
  const figures = useFigures();
  const words = useTopicWords();
  const { filter, today, ready } = useStatsFilters();
  const topics = useReviewTopics(statFilters(filter, today), ready);
  if (!ready) return <PageLoader label={t('loading')} />;

  return (
    <div className="gl-stats-body" aria-busy={topics.isFetching}>
      <QueryState
        query={topics}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.topics.every((topic) => topic.mentions === 0)}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-comments"
              title={t('topics.empty.title')}
              message={t('topics.empty.message')}
            />
          </div>
        }
      >
        {(data) => (
          <>
            <p className="gl-stats-topics__lead">
              <span className="pi pi-sparkles" aria-hidden="true" />{' '}
              {t('topics.read', { n: figures.number(data.comments - data.pending) })}
              {data.pending > 0 ? ` ${t('topics.pending', { n: figures.number(data.pending) })}` : ''}
            </p>
            <TopicsChart topics={data.topics} figures={figures} words={words} />
            <TopicExamples topics={data.topics} figures={figures} words={words} />
          </>
        )}
      </QueryState>
    </div>
  );
}
