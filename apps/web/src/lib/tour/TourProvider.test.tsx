import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { TourProvider, useTour } from './TourProvider';
import type { TourStep } from './types';

const steps: TourStep[] = [
  { target: '#first', header: { title: 'Your menus' }, content: 'Create and edit menus here.' },
  { target: '#second', header: { title: 'Orders' }, content: 'New orders appear here.' },
];

let api: ReturnType<typeof useTour> | undefined;
function Page() {
  api = useTour();
  return (
    <>
      <button type="button" id="first">
        Menus
      </button>
      <button type="button" id="second">
        Orders
      </button>
    </>
  );
}

describe('guided tour on screen', () => {
  it('shows each step as a focused dialog with translated buttons and follows the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <TourProvider>
        <Page />
      </TourProvider>,
    );
    await act(async () => {
      await api?.start(steps, { scrolling: false });
    });
    // The bubble's code loads with the first tour.
    const dialog = await screen.findByRole('dialog', { name: 'Your menus' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveTextContent('Step 1 of 2');
    expect(screen.getByRole('button', { name: 'Skip tour' })).toBeInTheDocument();
    expect(document.getElementById('first')).toHaveClass('gl-tour-target');

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'Your menus' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api?.currentStep).toBe(-1);
  });
});
