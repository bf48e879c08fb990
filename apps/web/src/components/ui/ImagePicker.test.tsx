import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { imageFixture } from '@/test/image-fixtures';
import { renderWithQuery } from '@/test/render';
import { mockXhr } from '@/test/xhr-mock';
import { ImagePicker, type PickedImage } from './ImagePicker';

const photo = () => new File([new Uint8Array(16)], 'terrace.jpg', { type: 'image/jpeg' });

function Harness() {
  const [value, setValue] = useState<PickedImage | null>({ id: 'x', src: '/api/v1/uploads/a.webp' });
  return <ImagePicker value={value?.src ?? null} onChange={setValue} label="Background" />;
}

function fileInput(container: HTMLElement) {
  return container.querySelector<HTMLInputElement>('input[type="file"]')!;
}

describe('ImagePicker', { timeout: 20_000 }, () => {
  it('uploads a chosen file with a progress bar and hands back {id, src}', async () => {
    const { requests } = mockXhr();
    const onChange = vi.fn();
    const { container } = renderWithQuery(
      <ImagePicker value={null} onChange={onChange} label="Logo" bucket="logos" />,
    );
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();

    await userEvent.setup().upload(fileInput(container), photo());
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.progress(50, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading…' })).toBeInTheDocument();

    const image = imageFixture({ bucket: 'logos' });
    requests[0]!.respond({ body: image });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: image.id, src: image.src }));
    expect((requests[0]!.body as FormData).get('bucket')).toBe('logos');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains a file the server finds too large', async () => {
    mockXhr(() => ({
      status: 413,
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too large' },
    }));
    const onChange = vi.fn();
    const { container } = renderWithQuery(<ImagePicker value={null} onChange={onChange} label="Logo" />);
    await userEvent.setup().upload(fileInput(container), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is larger than 10 MB. Choose a smaller one.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks an image from the library, searching by name', async () => {
    const terrace = imageFixture();
    const logo = imageFixture({ id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', originalName: 'logo.png' });
    const { calls } = mockFetch({ 'GET /api/v1/images': { body: { items: [terrace, logo], total: 2 } } });
    const onChange = vi.fn();
    renderWithQuery(<ImagePicker value={null} onChange={onChange} label="Cover" />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'logo');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=logo'))).toBe(true));

    await user.click(await within(dialog).findByRole('button', { name: 'logo.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    expect(onChange).toHaveBeenCalledWith({ id: logo.id, src: logo.src });
  });

  it('shows the current image and removes it', async () => {
    renderWithQuery(<Harness />);
    expect(screen.getByRole('img', { name: 'Background' })).toHaveAttribute('src', '/api/v1/uploads/a.webp');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drop an image here or click to choose' })).toBeInTheDocument();
  });
});
