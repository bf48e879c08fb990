import type {
  TSaveShareMethodBody,
  TShareMethod,
  TShareTask,
  TShareTaskRecipient,
} from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { metricsRoutes } from '../routes';
import { IDS, LOCATIONS, MANAGER, metric, renderAt, shareMethod, task, taskDetail } from '../test-utils';

withOffsetParent();

const LIST = `/api/v1/share-method/by-metric/${IDS.metric}/list`;
const TASKS = `/api/v1/share-method/${IDS.metric}/tasks`;

const REFUSED = 'the mail server could not be reached';

/**
 * A metric whose invitations are kept by the mock: made, sent, and finishing after a few polls —
 * with two of three mails accepted by the mail server, or (`serverDown`) none.
 */
function api({ methods = [] as TShareMethod[], active = true, serverDown = false } = {}) {
  let saved = methods;
  let tasks: TShareTask[] = [];
  let polls = 0;
  const finishedAt = '2026-03-01T10:01:00.000Z';
  const progress = () => {
    polls += 1;
    // At the first look the mails wait for the mail server; the sending finishes at the second.
    if (polls < 2) return serverDown ? task({ sent: 0, queued: 3 }) : task({ sent: 1, queued: 2 });
    return serverDown
      ? task({ status: 'failed', sent: 0, queued: 0, failed: 3, finishedAt })
      : task({ status: 'done', sent: 2, queued: 0, failed: 1, finishedAt });
  };
  const recipient = (email: string, status: TShareTaskRecipient['status'], error: string | null = null) => ({
    email,
    name: email.startsWith('cara') ? 'Cara' : null,
    status,
    error,
    sentAt: status === 'sent' ? '2026-03-01T10:00:30.000Z' : null,
  });
  const recipients = (): TShareTaskRecipient[] => {
    const finished = tasks[0]?.status === 'done' || tasks[0]?.status === 'failed';
    if (serverDown) {
      return ['cara@example.com', 'dan@example.com', 'eve@example'].map((email) =>
        finished ? recipient(email, 'failed', REFUSED) : recipient(email, 'queued'),
      );
    }
    return [
      recipient('cara@example.com', 'sent'),
      recipient('dan@example.com', finished ? 'sent' : 'queued'),
      finished ? recipient('eve@example', 'failed', 'Mailbox not found') : recipient('eve@example', 'queued'),
    ];
  };
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/locations/all': { body: LOCATIONS },
    'GET /api/v1/metrics': { body: { items: [metric({ isActive: active })] } },
    [`GET ${LIST}`]: () => ({ body: { items: saved } }),
    [`POST ${LIST}`]: (call) => {
      const body = call.body as TSaveShareMethodBody;
      const made = shareMethod({ title: body.title, data: body.data });
      saved = [made];
      return { body: made };
    },
    [`POST /api/v1/share-method/${IDS.metric}/${IDS.method}/execute`]: () => {
      if (!active)
        return {
          status: 409,
          body: { statusCode: 409, code: 'CONFLICT', message: 'The metric is not active' },
        };
      tasks = [task({ status: 'queued', sent: 0, queued: 0 })];
      return {
        body: taskDetail({
          ...tasks[0],
          recipients: recipients().map((r) => ({ ...r, status: 'pending' as const, sentAt: null })),
        }),
      };
    },
    [`GET ${TASKS}`]: () => {
      if (tasks.length) tasks = [progress()];
      return { body: { items: tasks } };
    },
    [`GET ${TASKS}/${IDS.task}`]: () => ({
      body: taskDetail({ ...(tasks[0] ?? task()), recipients: recipients() }),
    }),
  });
}

describe('MetricSharePage', { timeout: 30_000 }, () => {
  it('saves an invitation to a list of addresses, saying which address is wrong', async () => {
    const { calls } = api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/share');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invitation' });
    await user.type(within(dialog).getByLabelText('Name'), 'Regulars');
    await user.type(within(dialog).getByLabelText('Subject of the mail'), 'How was your evening?');
    await user.type(within(dialog).getByLabelText('Message'), 'One tap tells us.');
    await user.click(within(dialog).getByRole('radio', { name: 'A list of addresses' }));
    await user.type(within(dialog).getByLabelText('Addresses'), 'cara@example.com{Enter}dan.example.com');
    expect(within(dialog).getByText(/Addresses: 2/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This is not an e-mail address: dan.example.com'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Addresses'));
    await user.type(within(dialog).getByLabelText('Addresses'), 'cara@example.com, dan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Regulars” saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'email',
      title: 'Regulars',
      data: {
        subject: 'How was your evening?',
        message: 'One tap tells us.',
        audience: { source: 'list', emails: ['cara@example.com', 'dan@example.com'] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Regulars' })).toBeInTheDocument();
    expect(screen.getByText('Addresses in the list: 2')).toBeInTheDocument();
  });

  it('sends after asking, then follows the sending to its end and shows each recipient', async () => {
    const { calls } = api({ methods: [shareMethod()] });
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/share');
    const user = userEvent.setup();
    expect(await screen.findByText('Guests who ordered in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('Nothing sent yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send “Weekend guests” now' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Send “Weekend guests” now?' });
    expect(within(ask).getByText(/ordered in the last 7 days/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending started. Recipients: 3')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/execute'))).toHaveLength(1);

    // The task's recipients open at once: a mail handed over is "being sent" until the mail
    // server accepts it.
    const details = await screen.findByRole('dialog', { name: 'Recipients of “Weekend guests”' });
    expect(await within(details).findAllByText('Being sent')).toHaveLength(2);
    expect(
      within(details).getByText(/“Sent” means the mail server has accepted the mail\./),
    ).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    // The list follows the progress until every mail is sent or failed.
    const sendings = screen.getByRole('list', { name: 'Sendings' });
    expect(await within(sendings).findByText('Sending')).toBeInTheDocument();
    expect(within(sendings).getByText('Sent 1 of 3 · being sent: 2')).toBeInTheDocument();
    expect(await within(sendings).findByText('Finished', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(sendings).getByText('Sent 2 of 3 · failed: 1')).toBeInTheDocument();

    await user.click(within(sendings).getByRole('button', { name: /Recipients of “Weekend guests”/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Recipients of “Weekend guests”' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('cara@example.com')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Not sent')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Mailbox not found')).toBeInTheDocument();
  });

  it('with the mail server down, keeps following the sending until it failed, and says why for each recipient', async () => {
    api({ methods: [shareMethod()], serverDown: true });
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/share');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send “Weekend guests” now' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Send' }));
    const details = await screen.findByRole('dialog', { name: 'Recipients of “Weekend guests”' });
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    const sendings = screen.getByRole('list', { name: 'Sendings' });
    expect(await within(sendings).findByText('Sent 0 of 3 · being sent: 3')).toBeInTheDocument();
    expect(within(sendings).getByText('Sending')).toBeInTheDocument();
    expect(await within(sendings).findByText('Failed', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(sendings).getByText('Sent 0 of 3 · failed: 3')).toBeInTheDocument();

    await user.click(within(sendings).getByRole('button', { name: /Recipients of “Weekend guests”/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Recipients of “Weekend guests”' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(within(row).getByText('Not sent')).toBeInTheDocument();
      expect(within(row).getByText(REFUSED)).toBeInTheDocument();
    }
  });

  it('explains a refusal to send from an inactive page', async () => {
    api({ methods: [shareMethod()], active: false });
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/share');
    const user = userEvent.setup();
    expect(
      await screen.findByText('This rating page is inactive: switch it on before inviting guests.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send “Weekend guests” now' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(ask).getByRole('alert')).toHaveTextContent(
        'This rating page is inactive: switch it on before inviting guests.',
      ),
    );
  });
});
