import type { TReviewTopic, TReviewTopicExample, TSentiment } from '@guestloop/contracts';
import { Link } from 'react-router';
import { useConsoleDates } from '@/entities/company';
import { useCan } from '@/entities/permissions';
import { REVIEWS_PATH } from '../drill-down';
import type { Figures } from '../use-figures';
import type { TopicWords } from './topic-words';

const ICONS: Record<TSentiment, string> = {
  positive: 'pi pi-thumbs-up',
  neutral: 'pi pi-minus-circle',
  negative: 'pi pi-thumbs-down',
};

function Example({
  example,
  words,
  canOpen,
}: {
  example: TReviewTopicExample;
  words: TopicWords;
  canOpen: boolean;
}) {
  const dates = useConsoleDates();
  const mood = words.sentiment(example.sentiment);
  return (
    <li className="gl-stats-topic__example">
      <span className={`gl-stats-mood gl-stats-mood--${example.sentiment}`}>
        <span className={ICONS[example.sentiment]} aria-hidden="true" /> {mood}
      </span>
      <q className="gl-stats-topic__comment" dir="auto" lang={example.language}>
        {example.comment}
      </q>
      <span className="gl-stats-topic__meta">
        <time dateTime={example.createdAt}>{dates.when(example.createdAt)}</time>
        {canOpen ? (
          <>
            {' · '}
            <Link
              className="gl-stats-link"
              to={`${REVIEWS_PATH}?review=${encodeURIComponent(example.ratingId)}`}
            >
              {words.t('topics.openReview')}
            </Link>
          </>
        ) : null}
      </span>
    </li>
  );
}

/** Each topic guests named, most named first: its comments by mood and the latest of them. */
export function TopicExamples({
  topics,
  figures,
  words,
}: {
  topics: TReviewTopic[];
  figures: Figures;
  words: TopicWords;
}) {
  const { t } = words;
  const canOpen = useCan('reviews.manage');
  const named = topics.filter((topic) => topic.mentions > 0);
  return (
    <section className="gl-panel gl-stats-topics" aria-labelledby="stats-topics-examples">
      <h2 id="stats-topics-examples">{t('topics.examples.title')}</h2>
      <div className="gl-stats-topics__grid">
        {named.map((topic) => (
          <article
            key={topic.topic}
            className="gl-stats-topic"
            aria-labelledby={`stats-topic-${topic.topic}`}
          >
            <h3 id={`stats-topic-${topic.topic}`}>{words.topic(topic.topic)}</h3>
            <p className="gl-stats-topic__meta">
              {t('topics.examples.counts', {
                n: figures.number(topic.mentions),
                positive: figures.number(topic.positive),
                neutral: figures.number(topic.neutral),
                negative: figures.number(topic.negative),
              })}
            </p>
            <ul className="gl-stats-topic__examples">
              {topic.examples.map((example) => (
                <Example key={example.ratingId} example={example} words={words} canOpen={canOpen} />
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
