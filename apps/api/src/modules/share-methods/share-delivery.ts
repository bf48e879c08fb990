import type { FastifyInstance } from 'fastify';
import * as repo from './share-methods.repo';

/**
 * How a recipient's mail is named to the mail module, which tells its outcome back under that
 * name (`mail.delivered`, `mail.failed`). A task's id has no colon: the address is what follows it.
 */
const TAG_PREFIX = 'share-recipient:';
export const recipientTag = (taskId: string, email: string) => `${TAG_PREFIX}${taskId}:${email}`;

function recipientOf(tag: string): { taskId: string; email: string } | null {
  if (!tag.startsWith(TAG_PREFIX)) return null;
  const rest = tag.slice(TAG_PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon < 1) return null;
  return { taskId: rest.slice(0, colon), email: rest.slice(colon + 1) };
}

async function settle(db: FastifyInstance['db'], tag: string, outcome: repo.RecipientOutcome) {
  const recipient = recipientOf(tag);
  if (!recipient) return;
  // Only a queued recipient changes: an outcome told twice, or of a deleted task, changes nothing.
  await db.transaction((tx) =>
    repo.settleRecipient(tx, recipient.taskId, recipient.email, 'queued', outcome),
  );
}

/**
 * A recipient is sent once the mail server accepted its mail, failed (with the reason) once the
 * mail queue gave up; its task counts it in the same transaction and finishes with its last one.
 */
export function followDelivery(app: Pick<FastifyInstance, 'db' | 'events'>) {
  app.events.on('mail.delivered', ({ tag }) => settle(app.db, tag, { status: 'sent' }));
  app.events.on('mail.failed', ({ tag, error }) => settle(app.db, tag, { status: 'failed', error }));
}
