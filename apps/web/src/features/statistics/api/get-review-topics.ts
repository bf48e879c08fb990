import { type TStatFilters, ZReviewTopics } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { postStatQuery } from './stat-query';

/** POST /stat/data/review-topics: the topics guests' comments speak of, by mood, with the latest examples. */
export const reviewTopicsQuery = (body: TStatFilters) =>
  postStatQuery('/stat/data/review-topics', body, ZReviewTopics);

export const useReviewTopics = (body: TStatFilters, enabled = true) =>
  useQuery({ ...reviewTopicsQuery(body), enabled });
