import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SaveActions } from './SaveActions';

const TEXTS = { unsaved: 'Unsaved changes', discard: 'Discard', save: 'Save' };

function Editor({ onSave, onlyWhenDirty }: { onSave: (name: string) => void; onlyWhenDirty?: boolean }) {
  const [saved, setSaved] = useState('Linden Café');
  const [name, setName] = useState(saved);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(name);
        onSave(name);
      }}
    >
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <SaveActions
        dirty={name !== saved}
        saving={false}
        onDiscard={() => setName(saved)}
        texts={TEXTS}
        saveLabel="Save the name"
        onlyWhenDirty={onlyWhenDirty}
      />
    </form>
  );
}

describe('SaveActions', () => {
  it('tells about unsaved changes, discards them, and saves through the form', async () => {
    const onSave = vi.fn();
    render(<Editor onSave={onSave} />);
    const user = userEvent.setup();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), ' Bar');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Linden Café');

    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(onSave).toHaveBeenCalledWith('Linden Café!');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('can wait for a change before it lets the form be saved', () => {
    render(<Editor onSave={vi.fn()} onlyWhenDirty />);
    expect(screen.getByRole('button', { name: 'Save the name' })).toBeDisabled();
  });
});
