import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { renderWithQuery } from '@/test/render';
import { Dialog } from './Dialog';

function NameDialog({ onHide }: { onHide: () => void }) {
  const [visible, setVisible] = useState(true);
  const [role, setRole] = useState<string | null>(null);
  const hide = () => {
    setVisible(false);
    onHide();
  };
  return (
    <Dialog visible={visible} onHide={hide} header="New person" modal>
      <form>
        <label htmlFor="person-role">Role</label>
        <Dropdown
          inputId="person-role"
          value={role}
          options={['Waiter', 'Manager']}
          onChange={(event) => setRole(event.value)}
        />
        <label htmlFor="person-name">Name</label>
        <input id="person-name" />
      </form>
    </Dialog>
  );
}

/** A dialog whose first field, a role dropdown, waits for its roles (disabled until `ready`). */
function LoadingRolesDialog({ ready }: { ready: boolean }) {
  return (
    <Dialog visible onHide={() => {}} header="Invite" modal>
      <form>
        <label htmlFor="invite-role">Role</label>
        <Dropdown inputId="invite-role" value={null} options={['Waiter']} disabled={!ready} />
        <label htmlFor="invite-email">Email</label>
        <input id="invite-email" />
      </form>
    </Dialog>
  );
}

withOffsetParent();

const dialogOpen = () => screen.queryByRole('dialog', { name: 'New person' });

describe('console dialogs', { timeout: 20_000 }, () => {
  it('puts the focus on the first field, not on the close button', async () => {
    renderWithQuery(<NameDialog onHide={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveFocus());
  });

  it('gives the focus to a first field that was still loading once it is ready', async () => {
    const view = renderWithQuery(<LoadingRolesDialog ready={false} />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <LoadingRolesDialog ready />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveFocus());
  });

  it('leaves the focus where the person put it while the first field was loading', async () => {
    const view = renderWithQuery(<LoadingRolesDialog ready={false} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.keyboard('mia@example.com');
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <LoadingRolesDialog ready />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Role')).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
  });

  it('closes only an open dropdown on Escape; the dialog and what was typed stay', async () => {
    const onHide = vi.fn();
    renderWithQuery(<NameDialog onHide={onHide} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Mia');
    screen.getByLabelText('Role').focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Waiter' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Waiter' })).not.toBeInTheDocument());
    expect(dialogOpen()).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Mia');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('asks before throwing typed changes away on Escape or the close button', async () => {
    const onHide = vi.fn();
    renderWithQuery(<NameDialog onHide={onHide} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Mia');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(ask).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Mia');
    expect(onHide).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('closes at once on Escape when nothing was typed', async () => {
    const onHide = vi.fn();
    renderWithQuery(<NameDialog onHide={onHide} />);
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveFocus());
    await userEvent.setup().keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
