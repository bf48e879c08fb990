import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { imageFixture } from '@/test/image-fixtures';
import { mockXhr } from '@/test/xhr-mock';
import { mediaRoutes } from '../routes';
import { MEDIA_MANAGER, renderAt } from '../test-utils';

const PATH = '/user/app/media';
const terrace = imageFixture();
const logo = imageFixture({
  id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  originalName: 'logo.svg',
  bucket: 'logos',
  contentType: 'image/svg+xml',
  src: '/api/v1/uploads/logos/logo.svg',
  variants: {},
  width: null,
  height: null,
  size: 2048,
});
const profile = { 'GET /api/v1/profile': { body: MEDIA_MANAGER } };

describe('MediaPage', { timeout: 20_000 }, () => {
  // The route is lazy: load its module once so the first test does not wait on the import.
  beforeAll(() => import('./media-page'));

  it('shows the empty library with an invitation to upload', async () => {
    mockFetch({ ...profile, 'GET /api/v1/images': { body: { items: [], total: 0 } } });
    renderAt(mediaRoutes, PATH);
    expect(
      await screen.findByRole('heading', { name: 'Your library is empty' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/photos of your dishes, logo and venue/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload images' }).length).toBeGreaterThan(0);
  });

  it('lists images with their facts and searches by name', async () => {
    const { calls } = mockFetch({
      ...profile,
      'GET /api/v1/images': (call) =>
        call.url.includes('search=logo')
          ? { body: { items: [logo], total: 1 } }
          : { body: { items: [terrace, logo], total: 2 } },
    });
    renderAt(mediaRoutes, PATH);
    const grid = await screen.findByRole('list', { name: 'Images' });
    expect(within(grid).getByText('terrace.jpg')).toBeInTheDocument();
    expect(within(grid).getByText(/1280 × 960/)).toBeInTheDocument();
    expect(screen.getByText('2 images')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by name' }), 'logo');
    await waitFor(() => expect(screen.getByText('1 image')).toBeInTheDocument());
    const searched = calls.filter((call) => call.url.startsWith('/api/v1/images?'));
    expect(searched.at(-1)?.url).toContain('search=logo');
    expect(within(screen.getByRole('list', { name: 'Images' })).queryByText('terrace.jpg')).toBeNull();
  });

  it('asks for confirmation before deleting an image', async () => {
    let items = [terrace, logo];
    const { calls } = mockFetch({
      ...profile,
      'GET /api/v1/images': () => ({ body: { items, total: items.length } }),
      [`DELETE /api/v1/image/${terrace.id}`]: () => {
        items = [logo];
        return { body: { ok: true } };
      },
    });
    renderAt(mediaRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete terrace.jpg' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    expect(dialog).toHaveTextContent('“terrace.jpg” will be removed from your library');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/v1/image/${terrace.id}`,
    ]);
    await waitFor(() => expect(screen.queryByText('terrace.jpg')).not.toBeInTheDocument());
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const { calls } = mockFetch({
      ...profile,
      'GET /api/v1/images': { body: { items: [terrace], total: 1 } },
    });
    renderAt(mediaRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete terrace.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows an error with a retry when the library cannot load', async () => {
    let fail = true;
    mockFetch({
      ...profile,
      'GET /api/v1/images': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' } }
          : { body: { items: [terrace], total: 1 } },
    });
    renderAt(mediaRoutes, PATH);
    expect(await screen.findByRole('heading', { name: "We couldn't load your images" })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('terrace.jpg')).toBeInTheDocument();
  });

  it('uploads several files, each with its own progress and result', async () => {
    mockFetch({ ...profile, 'GET /api/v1/images': { body: { items: [terrace], total: 1 } } });
    const { requests } = mockXhr();
    const { container } = renderAt(mediaRoutes, PATH);
    await screen.findByText('terrace.jpg');

    const input = container.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    await userEvent
      .setup()
      .upload(input, [
        new File([new Uint8Array(8)], 'soup.jpg', { type: 'image/jpeg' }),
        new File([new Uint8Array(8)], 'huge.png', { type: 'image/png' }),
      ]);
    await waitFor(() => expect(requests).toHaveLength(2));
    const queue = screen.getByRole('region', { name: 'Uploads' });
    requests[0]!.progress(40, 100);
    expect(await within(queue).findByRole('progressbar', { name: 'Uploading soup.jpg' })).toBeInTheDocument();
    expect(within(queue).getByText('Uploading… 40%')).toBeInTheDocument();

    requests[0]!.respond({
      body: imageFixture({ id: '9e8d7c6b-5a49-4b38-a271-605f4e3d2c1b', originalName: 'soup.jpg' }),
    });
    requests[1]!.respond({
      status: 413,
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too large' },
    });
    expect(await within(queue).findByText('Uploaded')).toBeInTheDocument();
    expect(await within(queue).findByRole('alert')).toHaveTextContent(
      'This image is larger than 10 MB. Choose a smaller one.',
    );
  });

  it('opens the details with the address to copy and the sizes', async () => {
    mockFetch({ ...profile, 'GET /api/v1/images': { body: { items: [terrace], total: 1 } } });
    renderAt(mediaRoutes, PATH);
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'terrace.jpg' }));

    const dialog = await screen.findByRole('dialog', { name: 'terrace.jpg' });
    expect(within(dialog).getByRole('img', { name: 'Preview of terrace.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByText('320 px wide')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy image address' }));
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${terrace.src}`);
  });

  it('tells users without media.manage that they have no access', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...MEDIA_MANAGER, permissions: ['orders.view'] } } });
    renderAt(mediaRoutes, PATH);
    expect(
      await screen.findByRole('heading', { name: 'No access to the media library' }),
    ).toBeInTheDocument();
  });
});
