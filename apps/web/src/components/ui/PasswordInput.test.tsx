import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('shows and hides the characters with a labelled toggle', async () => {
    render(<PasswordInput id="pw" aria-label="Password" defaultValue="secret phrase" />);
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(box).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide characters' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(hide).toHaveAttribute('aria-controls', 'pw');
    await user.click(hide);
    expect(box).toHaveAttribute('type', 'password');
  });
});
