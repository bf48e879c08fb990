import type { TRatingAnalysis, TSentiment } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useAnalysis } from '../api/get-analysis';
import { useLanguageName } from './comment-language';
import { useReviewWords } from './review-words';

const SENTIMENT_ICONS: Record<TSentiment, string> = {
  positive: 'pi pi-thumbs-up',
  neutral: 'pi pi-minus-circle',
  negative: 'pi pi-thumbs-down',
};

/** A mood in words, with its icon and colour (colour alone never tells it). */
export function SentimentTag({ sentiment, label }: { sentiment: TSentiment; label: string }) {
  return (
    <span className={`gl-review-sentiment gl-review-sentiment--${sentiment}`}>
      <span className={SENTIMENT_ICONS[sentiment]} aria-hidden="true" /> {label}
    </span>
  );
}

function Reading({ analysis }: { analysis: TRatingAnalysis }) {
  const { t } = useReviewWords();
  const languageName = useLanguageName();
  const sentiment = (value: TSentiment) => t(`insight.sentiment.${value}`);
  return (
    <>
      <dl className="gl-review-insight__facts">
        <div>
          <dt>{t('insight.mood')}</dt>
          <dd>
            <SentimentTag sentiment={analysis.sentiment} label={sentiment(analysis.sentiment)} />
          </dd>
        </div>
        <div>
          <dt>{t('insight.topics')}</dt>
          <dd>
            {analysis.topics.length === 0 ? (
              <span className="gl-review-muted">{t('insight.noTopics')}</span>
            ) : (
              <ul className="gl-review-insight__topics">
                {analysis.topics.map((topic) => {
                  const name = t(`insight.topic.${topic.topic}`);
                  return (
                    <li
                      key={topic.topic}
                      className={`gl-review-topic gl-review-topic--${topic.sentiment}`}
                      title={
                        topic.mentions.length
                          ? t('insight.mentions', { words: topic.mentions.join(', ') })
                          : undefined
                      }
                    >
                      <span className={SENTIMENT_ICONS[topic.sentiment]} aria-hidden="true" />
                      <span className="gl-visually-hidden">
                        {t('insight.topicLabel', { topic: name, sentiment: sentiment(topic.sentiment) })}
                      </span>
                      <span aria-hidden="true">{name}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
        {analysis.language ? (
          <div>
            <dt>{t('insight.language')}</dt>
            <dd>{languageName(analysis.language)}</dd>
          </div>
        ) : null}
      </dl>
      {analysis.summary ? (
        <p className="gl-review-insight__summary" dir="auto">
          {analysis.summary}
        </p>
      ) : null}
    </>
  );
}

/**
 * The comment read by machine — mood, topics, the language it is written in and, with a language
 * model, a one-sentence summary in the reader's language — labelled as a hint, never a verdict.
 */
export function ReviewInsight({ reviewId }: { reviewId: string }) {
  const { t } = useReviewWords();
  const { i18n } = useTranslation();
  const analysis = useAnalysis(reviewId, i18n.language, true);
  return (
    <section className="gl-review-section gl-review-insight" aria-labelledby="review-insight-title">
      <h3 id="review-insight-title">
        <span className="pi pi-sparkles" aria-hidden="true" />
        {t('insight.title')}
        <span className="gl-review-insight__hint">{t('insight.hint')}</span>
      </h3>
      {analysis.data ? (
        <Reading analysis={analysis.data} />
      ) : analysis.isError ? (
        <p className="gl-review-muted">
          {t('insight.error')}{' '}
          <Button
            type="button"
            text
            size="small"
            label={t('insight.retry')}
            onClick={() => void analysis.refetch()}
          />
        </p>
      ) : (
        <p className="gl-review-muted" role="status">
          {t('insight.loading')}
        </p>
      )}
      <p className="gl-review-muted gl-review-insight__note">{t('insight.note')}</p>
    </section>
  );
}
