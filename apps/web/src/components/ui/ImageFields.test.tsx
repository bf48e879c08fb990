import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ToastProvider } from '@/lib/toast';
import { renderWithQuery } from '@/test/render';
import { ImageFields } from './ImageFields';

type Kind = 'logo' | 'background';

/** A record with two images whose save answers when `answered` settles, or fails once when asked to. */
function MenuImages({ failFirst = false, answered }: { failFirst?: boolean; answered: Promise<void> }) {
  const [images, setImages] = useState<Record<Kind, string | null>>({
    logo: '/api/v1/uploads/logo.webp',
    background: null,
  });
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState(failFirst ? 1 : 0);
  const save = async (kind: Kind, imageId: string | null) => {
    setSaving(true);
    await answered;
    setSaving(false);
    if (failures > 0) {
      setFailures(failures - 1);
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');
    }
    setImages((current) => ({ ...current, [kind]: imageId && `/api/v1/uploads/${imageId}.webp` }));
  };
  return (
    <ImageFields<Kind>
      slots={[
        { kind: 'logo', label: 'Logo', value: images.logo },
        {
          kind: 'background',
          label: 'Background',
          hint: 'Wide pictures work best',
          value: images.background,
        },
      ]}
      save={save}
      saving={saving}
      savedText={(kind, removed) =>
        `${kind === 'logo' ? 'Logo' : 'Background'} ${removed ? 'removed' : 'saved'}`
      }
      failedText="The image was not saved"
    />
  );
}

function renderPanel(failFirst?: boolean, answered: Promise<void> = Promise.resolve()) {
  return renderWithQuery(
    <ToastProvider>
      <MenuImages failFirst={failFirst} answered={answered} />
    </ToastProvider>,
  );
}

describe('ImageFields', () => {
  it('shows each image with its own controls and saves a removal at once', async () => {
    renderPanel();
    const logo = screen.getByRole('group', { name: 'Logo' });
    const background = screen.getByRole('group', { name: 'Background' });
    expect(within(logo).getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      '/api/v1/uploads/logo.webp',
    );
    expect(within(background).getByText('Wide pictures work best')).toBeVisible();
    expect(within(background).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(logo).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(within(logo).queryByRole('img')).not.toBeInTheDocument();
  });

  it('locks the pickers while saving and says why a save failed', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderPanel(true, answered);
    const logo = screen.getByRole('group', { name: 'Logo' });
    await userEvent.setup().click(within(logo).getByRole('button', { name: 'Remove' }));
    expect(
      within(screen.getByRole('group', { name: 'Background' })).getByRole('button', { name: /Upload/ }),
    ).toBeDisabled();
    answer();
    expect(await screen.findByText('The image was not saved')).toBeInTheDocument();
    expect(within(logo).getByRole('img', { name: 'Logo' })).toBeVisible();
  });

  it('says the image was not saved when the quiet image set answers false', async () => {
    renderWithQuery(
      <ToastProvider>
        <ImageFields<'logo'>
          slots={[{ kind: 'logo', label: 'Logo', value: '/api/v1/uploads/logo.webp' }]}
          save={async () => false}
          saving={false}
          savedText={() => 'Logo removed'}
          failedText="The image was not saved"
        />
      </ToastProvider>,
    );
    const logo = screen.getByRole('group', { name: 'Logo' });
    await userEvent.setup().click(within(logo).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The image was not saved')).toBeInTheDocument();
    expect(screen.queryByText('Logo removed')).not.toBeInTheDocument();
  });
});
