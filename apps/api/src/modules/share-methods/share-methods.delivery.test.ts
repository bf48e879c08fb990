import { type TShareTaskDetail, ZShareMethod, ZShareTaskDetail } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMail } from '../../providers/mail/smtp';
import { createTestApp, type TestApp } from '../../test/app';
import { eventually } from '../jobs/jobs.test-support';
import { closedSmtpUrl, runMailToTheEnd, steeredMailServer } from '../mail/mail.test-support';
import { companyWithLocation, createMetric } from '../metrics/metrics.test-support';
import { recipientTag } from './share-delivery';
import { shareBody } from './share-methods.test-support';

/** A recipient is sent once the mail server accepted the mail, and failed when the mail queue gave up. */
describe('a sending follows each mail to the mail server', () => {
  let t: TestApp;
  const server = steeredMailServer();
  let company: Awaited<ReturnType<typeof companyWithLocation>>;
  let base: string;
  let metricId: string;

  const execute = async (emails: string[], title: string) => {
    const made = ZShareMethod.parse(
      (
        await company.api.post(
          `/share-method/by-metric/${metricId}/list`,
          shareBody({ source: 'list', emails }, title),
        )
      ).json(),
    );
    const task = ZShareTaskDetail.parse((await company.api.post(`${base}/${made.id}/execute`)).json());
    return { methodId: made.id, task };
  };
  const detail = async (id: string): Promise<TShareTaskDetail> =>
    ZShareTaskDetail.parse((await company.api.get(`${base}/tasks/${id}`)).json());
  const results = (task: TShareTaskDetail) => task.recipients.map((r) => [r.email, r.status, r.error]);

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: server.provider }, jobs: { autoStart: false } });
    company = await companyWithLocation(t);
    metricId = (await createMetric(company.api, company.root)).id;
    base = `/share-method/${metricId}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('says "queued" while the mail server has not taken a mail, and "sent" once it has', async () => {
    const release = server.hold();
    const { methodId, task } = await execute(['ann@example.com', 'bob@example.com'], 'Held');
    const running = t.app.jobs.runDueJobs();
    try {
      await eventually(async () => (await detail(task.id)).queued === 2);
      const waiting = await detail(task.id);
      expect(waiting).toMatchObject({ status: 'running', total: 2, queued: 2, sent: 0, failed: 0 });
      expect(waiting.finishedAt).toBeNull();
      expect(waiting.recipients.map((r) => [r.email, r.status, r.sentAt])).toEqual([
        ['ann@example.com', 'queued', null],
        ['bob@example.com', 'queued', null],
      ]);
      // Still sending: a second press does not ask them again.
      expect((await company.api.post(`${base}/${methodId}/execute`)).json()).toMatchObject({
        statusCode: 409,
      });
    } finally {
      release();
      await running;
    }
    const done = await detail(task.id);
    expect(done).toMatchObject({ status: 'done', queued: 0, sent: 2, failed: 0 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.recipients.every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
    expect(server.to('ann@example.com')).toHaveLength(1);
  });

  it('with the mail server down, tries again, then marks each recipient failed with why, and the sending failed', async () => {
    server.through(createSmtpMail(await closedSmtpUrl(), t.config.MAIL_FROM));
    const { methodId, task } = await execute(['cara@example.com', 'dan@example.com'], 'Server down');
    await t.app.jobs.runDueJobs();
    // The first attempts failed: the mails wait for another one, nobody is called sent.
    expect(await detail(task.id)).toMatchObject({ status: 'running', queued: 2, sent: 0, failed: 0 });

    await runMailToTheEnd(t.app);
    const failed = await detail(task.id);
    expect(failed).toMatchObject({ status: 'failed', total: 2, queued: 0, sent: 0, failed: 2 });
    expect(failed.finishedAt).not.toBeNull();
    expect(results(failed)).toEqual([
      ['cara@example.com', 'failed', 'the mail server could not be reached'],
      ['dan@example.com', 'failed', 'the mail server could not be reached'],
    ]);
    expect(failed.recipients.every((r) => r.sentAt === null)).toBe(true);

    // Once the server is back, the manager may send again.
    server.through(null);
    const again = ZShareTaskDetail.parse((await company.api.post(`${base}/${methodId}/execute`)).json());
    await runMailToTheEnd(t.app);
    expect(await detail(again.id)).toMatchObject({ status: 'done', sent: 2, failed: 0 });
    expect(server.to('cara@example.com')).toHaveLength(1);
  });

  it('finishes a sending with a refused address as done, counting the failure with the server’s answer', async () => {
    server.through({
      kind: 'smtp',
      async sendMail(message) {
        if (message.to === 'gone@example.com') {
          throw Object.assign(new Error('Can’t send mail - all recipients were rejected'), {
            responseCode: 550,
            response: '550 5.1.1 <gone@example.com>: Recipient address rejected: User unknown',
          });
        }
        server.accepted.push(message);
      },
    });
    const { task } = await execute(['eve@example.com', 'gone@example.com'], 'One refused');
    await runMailToTheEnd(t.app);
    server.through(null);
    const done = await detail(task.id);
    expect(done).toMatchObject({ status: 'done', queued: 0, sent: 1, failed: 1 });
    expect(results(done)).toEqual([
      ['eve@example.com', 'sent', null],
      [
        'gone@example.com',
        'failed',
        '550 5.1.1 <gone@example.com>: Recipient address rejected: User unknown',
      ],
    ]);
  });

  it('counts an outcome told twice once, and never changes a recipient already settled', async () => {
    const release = server.hold();
    const { task } = await execute(['fay@example.com', 'gus@example.com'], 'Told twice');
    const running = t.app.jobs.runDueJobs();
    try {
      await eventually(async () => (await detail(task.id)).queued === 2);
      const fay = recipientTag(task.id, 'fay@example.com');
      await t.app.events.emit('mail.delivered', { tag: fay });
      await t.app.events.emit('mail.delivered', { tag: fay });
      await t.app.events.emit('mail.failed', { tag: fay, error: 'too late' });
      expect(await detail(task.id)).toMatchObject({ status: 'running', queued: 1, sent: 1, failed: 0 });
    } finally {
      release();
      await running;
    }
    const done = await detail(task.id);
    expect(done).toMatchObject({ status: 'done', total: 2, queued: 0, sent: 2, failed: 0 });
    expect(results(done)).toEqual([
      ['fay@example.com', 'sent', null],
      ['gus@example.com', 'sent', null],
    ]);
  });
});
