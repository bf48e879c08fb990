import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { renderWithQuery } from '@/test/render';
import { allQueries, QueryState } from './QueryState';

interface Notes {
  items: string[];
}
const readNotes = (signal: AbortSignal) => api.get<Notes>('/notes', { signal });
const readTags = (signal: AbortSignal) => api.get<Notes>('/tags', { signal });

function NotesPage() {
  const notes = useQuery({ queryKey: ['notes'], queryFn: ({ signal }) => readNotes(signal) });
  return (
    <QueryState
      query={notes}
      loadingLabel="Loading notes…"
      errorTitle="We couldn't load the notes"
      notFound={<h1>These notes are gone</h1>}
      aboveProblem={<a href="/notes">All notes</a>}
      isEmpty={(data) => data.items.length === 0}
      empty={<p>No notes yet</p>}
    >
      {(data) => (
        <ul aria-label="Notes">
          {data.items.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Dashboard() {
  const notes = useQuery({ queryKey: ['notes'], queryFn: ({ signal }) => readNotes(signal) });
  const tags = useQuery({ queryKey: ['tags'], queryFn: ({ signal }) => readTags(signal) });
  const both = allQueries(notes, tags);
  if (!both.data) return <QueryState query={both} errorTitle="We couldn't load the dashboard" />;
  const [noteList, tagList] = both.data;
  return (
    <p>
      {noteList.items.length} notes, {tagList.items.length} tags
    </p>
  );
}

describe('QueryState', () => {
  it('shows a loading state until the answer comes, then the content', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      'GET /api/v1/notes': async () => {
        await answered;
        return { body: { items: ['Order more oat milk'] } };
      },
    });
    renderWithQuery(<NotesPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading notes…');
    expect(screen.queryByRole('link', { name: 'All notes' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent('Order more oat milk');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failure and offers to try again, which loads the content', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/notes': () =>
        fail
          ? { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' } }
          : { body: { items: ['Call the baker'] } },
    });
    renderWithQuery(<NotesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the notes");
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent('Call the baker');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there is nothing, and when the address names nothing', async () => {
    mockFetch({ 'GET /api/v1/notes': { body: { items: [] } } });
    const { unmount } = renderWithQuery(<NotesPage />);
    expect(await screen.findByText('No notes yet')).toBeVisible();
    unmount();

    mockFetch({ 'GET /api/v1/notes': apiError(404, 'NOT_FOUND') });
    renderWithQuery(<NotesPage />);
    expect(await screen.findByRole('heading', { name: 'These notes are gone' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All notes' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('waits for every query of a page and retries only the one that failed', async () => {
    let tagsFail = true;
    const { calls } = mockFetch({
      'GET /api/v1/notes': { body: { items: ['a', 'b'] } },
      'GET /api/v1/tags': () => (tagsFail ? apiError(500, 'INTERNAL') : { body: { items: ['x'] } }),
    });
    renderWithQuery(<Dashboard />);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the dashboard");
    tagsFail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 notes, 1 tags')).toBeVisible();
    expect(calls.filter((c) => c.url.endsWith('/notes'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/tags'))).toHaveLength(2);
  });
});
