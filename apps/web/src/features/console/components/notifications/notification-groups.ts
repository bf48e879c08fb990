import type { TNotification } from '@guestloop/contracts';
import type { NotificationGroup } from '@/entities/notifications';

export interface BellGroup {
  key: string;
  /** What clearing the group deletes; null when its metric is gone (each is deleted alone). */
  clear: NotificationGroup | null;
  /** The metric's title as the newest notification knows it; null for surveys and e-NPS. */
  title: string | null;
  items: TNotification[];
}

function groupOf(item: TNotification): NotificationGroup | null {
  if (item.sourceType === 'metric') return item.sourceId ? { type: 'metric', metricId: item.sourceId } : null;
  return { type: item.sourceType };
}

/**
 * The bell's notifications by what they are about (a metric's ratings, survey answers, e-NPS
 * answers, table bookings), the group with the newest first, each newest first, so one metric's
 * can be cleared at once.
 */
export function bellGroups(items: readonly TNotification[]): BellGroup[] {
  const groups = new Map<string, BellGroup>();
  for (const item of items) {
    const clear = groupOf(item);
    const key = clear ? (clear.type === 'metric' ? `metric:${clear.metricId}` : clear.type) : 'no-metric';
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, clear, title: item.payload.title ?? null, items: [item] });
  }
  return [...groups.values()];
}
