import type { TSentiment, TTopic } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The topics view's words: topic and mood names in the UI language. */
export function useTopicWords() {
  const { t } = useTranslation('statistics');
  const topic = useCallback((value: TTopic) => t(`topics.topic.${value}`), [t]);
  const sentiment = useCallback((value: TSentiment) => t(`topics.sentiment.${value}`), [t]);
  return { t, topic, sentiment };
}

export type TopicWords = ReturnType<typeof useTopicWords>;
