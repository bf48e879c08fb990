import { eq } from 'drizzle-orm';
import { readyMadeMetric } from '../../modules/metrics';
import type { DbOrTx } from '../client';
import { metrics } from '../schema';
import { withDemoComplaints } from './demo-answers';

/** The public review sites the demo café links: every guest is offered them, whatever the score. */
const DEMO_REVIEW_LINKS = [
  { service: 'google', url: 'https://g.page/r/linden-cafe-old-town/review' },
  { service: 'tripadvisor', url: 'https://www.tripadvisor.com/Restaurant_Review-linden-cafe-old-town' },
] as const;

/**
 * The demo location's rating pages: its ready-made stars metric (what a table card and a served
 * order's page open), with the café's review sites, so the Ratings section and a table's rating
 * page have something to show on first start; and the "would you recommend us" (NPS) page the
 * receipt links to, so the statistics show a promoter score too. Both ask "What stood out?" with
 * the café's usual complaints among the answers, so a bad rating can say what went wrong.
 */
export async function seedDemoFeedback(tx: DbOrTx, structureId: string, locationId: string) {
  const stars = await readyMadeMetric(tx, structureId, locationId, 'stars', 'en');
  const nps = await readyMadeMetric(tx, structureId, locationId, 'nps', 'en');
  for (const metric of [stars, nps]) {
    if (!metric) continue;
    const content = withDemoComplaints(metric.content, metric.language);
    const links = metric === stars ? { reviewLinks: [...DEMO_REVIEW_LINKS] } : {};
    await tx
      .update(metrics)
      .set({ content: { ...content, ...links } })
      .where(eq(metrics.id, metric.id));
  }
}
