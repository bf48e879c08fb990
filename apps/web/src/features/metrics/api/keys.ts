import { METRICS_KEY } from '@/entities/metrics';

/** The feature's own queries live under the shared metrics key (the list itself is the entity's). */
export const METRICS_FEATURE_KEY = [...METRICS_KEY, 'feature'] as const;
export const stickerKey = (slug: string) => [...METRICS_FEATURE_KEY, 'sticker', slug] as const;
export const shareMethodsKey = (metricId: string) => [...METRICS_FEATURE_KEY, 'share', metricId] as const;
export const shareTasksKey = (metricId: string) => [...shareMethodsKey(metricId), 'tasks'] as const;
export const shareTaskKey = (metricId: string, taskId: string) =>
  [...shareTasksKey(metricId), taskId] as const;
