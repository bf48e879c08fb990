import { type TShareTaskDetail, ZShareMethod, ZShareTaskDetail } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { enqueue } from '../jobs';
import { eventually } from '../jobs/jobs.test-support';
import { companyWithLocation, createMetric } from '../metrics/metrics.test-support';
import { mailCatcher } from '../notifications/notifications.test-support';
import { shareBody } from './share-methods.test-support';

const RECIPIENTS = 200;

/**
 * A share task is sent by durable jobs: an API process that stops in the middle leaves the rest
 * to the next one, and every recipient gets exactly one mail.
 */
describe('a share task across API restarts', () => {
  let t: TestApp;
  const mail = mailCatcher();
  let company: Awaited<ReturnType<typeof companyWithLocation>>;
  let metricId: string;
  let base: string;

  /** An API process on the test's database (its own pool on PostgreSQL) that delivers mail to `mail`. */
  const apiProcess = async () => {
    const database = t.databaseUrl ? await createDatabase({ url: t.databaseUrl, poolSize: 3 }) : t.database;
    const app = await buildApp({
      config: t.config,
      database,
      serveWeb: false,
      providers: { mail: mail.provider },
      jobs: { autoStart: false },
    });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        if (database !== t.database) await database.close();
      },
    };
  };

  const start = async (prefix: string) => {
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `${prefix}-${i}@example.com`);
    const made = ZShareMethod.parse(
      (
        await company.api.post(
          `/share-method/by-metric/${metricId}/list`,
          shareBody({ source: 'list', emails }, prefix),
        )
      ).json(),
    );
    const task = ZShareTaskDetail.parse((await company.api.post(`${base}/${made.id}/execute`)).json());
    return { emails, task };
  };
  const detail = async (id: string): Promise<TShareTaskDetail> =>
    ZShareTaskDetail.parse((await company.api.get(`${base}/tasks/${id}`)).json());
  const mailsPer = (emails: string[]) => emails.map((email) => mail.to(email).length);

  beforeAll(async () => {
    // This process never runs jobs: the processes below do, one after the other or side by side.
    t = await createTestApp({}, { jobs: { autoStart: false } });
    company = await companyWithLocation(t);
    metricId = (await createMetric(company.api, company.root)).id;
    base = `/share-method/${metricId}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops mid-way when its process stops, and the next process finishes: one mail per recipient', {
    timeout: 60_000,
  }, async () => {
    const { emails, task } = await start('restart');
    const first = await apiProcess();
    const running = first.app.jobs.runDueJobs();
    // Stopped while it hands the mails over (a recipient is sent only once the mail server took it).
    const handedOver = (task: TShareTaskDetail) => task.queued + task.sent;
    await eventually(async () => handedOver(await detail(task.id)) >= 5, 20_000);
    await first.close();
    await running;

    const midway = await detail(task.id);
    expect(midway.status).toBe('running');
    expect(handedOver(midway)).toBeGreaterThanOrEqual(5);
    expect(handedOver(midway)).toBeLessThan(RECIPIENTS);

    const second = await apiProcess();
    try {
      await second.app.jobs.runDueJobs();
    } finally {
      await second.close();
    }
    const done = await detail(task.id);
    expect(done).toMatchObject({ status: 'done', total: RECIPIENTS, queued: 0, sent: RECIPIENTS, failed: 0 });
    expect(done.recipients.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(mailsPer(emails).filter((n) => n !== 1)).toEqual([]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'splits one task between two processes that take it at the same time, one mail per recipient',
    { timeout: 60_000 },
    async () => {
      const { emails, task } = await start('pair');
      // A second job of the same task, as a handed-over rest would be, for the other process to take.
      await enqueue(t.app.db, 'share-method.send', { taskId: task.id });
      const [one, two] = [await apiProcess(), await apiProcess()];
      try {
        await Promise.all([one.app.jobs.runDueJobs(), two.app.jobs.runDueJobs()]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
      expect(await detail(task.id)).toMatchObject({ status: 'done', queued: 0, sent: RECIPIENTS, failed: 0 });
      expect(mailsPer(emails).filter((n) => n !== 1)).toEqual([]);
    },
  );
});
