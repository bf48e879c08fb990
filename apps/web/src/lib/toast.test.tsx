import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Save() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved', 'Your menu is live.')}>
      Save
    </button>
  );
}

describe('toast service', () => {
  it("throws 'No PrimeVue Toast provided!' outside the provider", () => {
    expect(() => renderHook(() => useToast())).toThrow('No PrimeVue Toast provided!');
  });

  it('shows a message inside the provider', async () => {
    render(
      <ToastProvider>
        <Save />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your menu is live.')).toBeInTheDocument();
  });
});
