import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithQuery } from '@/test/render';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteLatte({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Asking' : 'Closed'}</p>
      <ConfirmDialog
        open={open}
        title="Delete Latte?"
        message="It goes for good."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
        describeError={(error) => (error instanceof ApiError ? `Refused: ${error.code}` : 'Failed')}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the focus on Cancel, and closes once the deletion is done', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    renderWithQuery(<DeleteLatte onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Latte?' });
    expect(dialog).toHaveTextContent('It goes for good.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the deletion fails, so it can be tried again', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'in use'))
      .mockResolvedValueOnce(undefined);
    renderWithQuery(<DeleteLatte onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: CONFLICT');
    expect(screen.getByText('Asking')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });
});
