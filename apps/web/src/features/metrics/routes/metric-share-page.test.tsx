import type { TSaveShareMethodBody, TShareMethod, TShareTask } from '@guestloop/contracts';
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

/** A metric whose invitations are kept by the mock: made, sent, and finishing after a few polls. */
function api({ methods = [] as TShareMethod[], active = true } = {}) {
  let saved = methods;
  let tasks: TShareTask[] = [];
  let polls = 0;
  const progress = () => {
    polls += 1;
    // The sending finishes at the second look.
    return polls < 2
      ? task()
      : task({ status: 'done', sent: 2, failed: 1, finishedAt: '2026-03-01T10:01:00.000Z' });
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
      tasks = [task({ status: 'queued', sent: 0 })];
      return { body: taskDetail({ status: 'queued', sent: 0 }) };
    },
    [`GET ${TASKS}`]: () => {
      if (tasks.length) tasks = [progress()];
      return { body: { items: tasks } };
    },
    [`GET ${TASKS}/${IDS.task}`]: () => ({
      body: taskDetail({
        ...(tasks[0] ?? task()),
        recipients: [
          {
            email: 'cara@example.com',
            name: 'Cara',
            status: 'sent',
            error: null,
            sentAt: '2026-03-01T10:00:30.000Z',
          },
          {
            email: 'dan@example.com',
            name: null,
            status: 'sent',
            error: null,
            sentAt: '2026-03-01T10:00:40.000Z',
          },
          { email: 'eve@example', name: null, status: 'failed', error: 'Mailbox not found', sentAt: null },
        ],
      }),
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

    // The task's recipients open at once, and the list follows the progress until it is done.
    const details = await screen.findByRole('dialog', { name: 'Recipients of “Weekend guests”' });
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    const sendings = screen.getByRole('list', { name: 'Sendings' });
    expect(await within(sendings).findByText('Sending')).toBeInTheDocument();
    expect(within(sendings).getByText('Sent 1 of 3')).toBeInTheDocument();
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
