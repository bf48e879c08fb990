import { NOTIFICATION_EXCERPT_MAX } from '@guestloop/contracts';
import { recordEvent } from '../events';

/** Tells the open consoles whose bells changed (the live feed), in the change's own transaction. */
export function bellsChanged(
  tx: Parameters<typeof recordEvent>[0],
  structureId: string,
  rows: { userId: string }[],
) {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  return recordEvent(tx, structureId, 'notifications.changed', { userIds });
}

/** A guest's text as the bell shows it: on one line, cut at NOTIFICATION_EXCERPT_MAX. */
export const excerpt = (text: string | null | undefined) => {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  return clean.length > NOTIFICATION_EXCERPT_MAX ? `${clean.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…` : clean;
};
