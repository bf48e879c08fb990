import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';
import { ExportButtons } from './ExportButtons';

i18n.addResourceBundle('en', 'errors', enErrors, true, true);

const TEXTS = {
  group: 'Download the table',
  csv: 'CSV',
  xlsx: 'Excel',
  failed: 'The file could not be made.',
};

describe('ExportButtons', () => {
  it('makes the chosen file, holding both buttons while it is made', async () => {
    let finish = () => {};
    const download = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ExportButtons texts={TEXTS} download={download} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(download).toHaveBeenCalledWith('xlsx');
    expect(screen.getByRole('button', { name: 'Excel' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a download failed, and clears it on the next try', async () => {
    const download = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'no'))
      .mockResolvedValueOnce(undefined);
    render(<ExportButtons texts={TEXTS} download={download} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be made.');
    expect(alert).toHaveTextContent(enErrors.FORBIDDEN);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
