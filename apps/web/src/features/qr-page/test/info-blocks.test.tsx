import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { block, counterCalls, makePage, SLUG, showPage } from './qr-fixture';

const used = (blockId: string) => [`/api/v1/qr-info/${SLUG}/block-use`, { blockId }];

afterEach(() => vi.restoreAllMocks());

describe('QR info page: blocks that tell or do something', () => {
  it('shows the venue’s formatted text as written, and counts a link followed in it', async () => {
    const text = block('text', {
      html: '<p><strong>Happy hour</strong> every day 17–19. <a href="/user/online-menu/linden">See the drinks</a></p>',
    });
    const { calls } = await showPage(makePage([text]));
    expect(screen.getByText('Happy hour').tagName).toBe('STRONG');
    await userEvent.click(screen.getByText('Happy hour'));
    const link = screen.getByRole('link', { name: 'See the drinks' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(counterCalls(calls).filter(([url]) => url !== `/api/v1/qr-info/${SLUG}/view`)).toEqual([
        used(text.id),
      ]),
    );
  });

  it('loads nothing from YouTube until the guest plays the video', async () => {
    const video = block('youtube', { video: 'dQw4w9WgXcQ', title: 'Our kitchen' });
    const { calls } = await showPage(makePage([video]));
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/youtube\.com|ytimg|youtube-nocookie/);

    await userEvent.click(screen.getByRole('button', { name: /Play video: Our kitchen/ }));
    const player = document.querySelector('iframe');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(player).toHaveAttribute('title', 'Our kitchen');
    await waitFor(() => expect(counterCalls(calls)).toContainEqual(used(video.id)));
  });

  it('downloads the contact card as a vCard file', async () => {
    const contact = block('add-contact', {
      label: null,
      name: 'Linden Café',
      phone: '+49 30 1234567',
      email: 'hello@linden.example',
      url: 'https://linden.example',
      address: 'Unter den Linden 1, Berlin',
      note: null,
    });
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:contact';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { calls } = await showPage(makePage([contact]));
    expect(screen.getByRole('heading', { level: 2, name: 'Linden Café' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(downloads).toEqual(['Linden Café.vcf']);
    expect(made[0]?.type).toBe('text/vcard;charset=utf-8');
    const card = await made[0]?.text();
    expect(card?.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Linden Café',
      'TEL;TYPE=voice:+49 30 1234567',
      'EMAIL:hello@linden.example',
      'URL:https://linden.example',
      'ADR:;;Unter den Linden 1\\, Berlin;;;;',
      'END:VCARD',
      '',
    ]);
    await waitFor(() => expect(counterCalls(calls)).toContainEqual(used(contact.id)));
  });

  it('gives the Wi-Fi network and copies its password, saying so', async () => {
    const user = userEvent.setup();
    const wifi = block('wifi', {
      label: null,
      ssid: 'Linden Guests',
      password: 'lime-tea-42',
      security: 'WPA',
      hidden: false,
    });
    const { calls } = await showPage(makePage([wifi]));
    const card = screen.getByRole('region', { name: 'Wi-Fi' });
    expect(within(card).getByText('Linden Guests')).toBeInTheDocument();
    expect(within(card).getByText('lime-tea-42')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('lime-tea-42');
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('The password is copied.');
    await waitFor(() => expect(counterCalls(calls)).toContainEqual(used(wifi.id)));
  });

  it('draws the Wi-Fi QR code in the browser when the guest asks for it', async () => {
    const wifi = block('wifi', {
      label: 'Free Wi-Fi',
      ssid: 'Linden Guests',
      password: null,
      security: 'nopass',
      hidden: false,
    });
    await showPage(makePage([wifi]));
    const card = screen.getByRole('region', { name: 'Free Wi-Fi' });
    expect(within(card).getByText('No password needed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copy password' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();

    const show = within(card).getByRole('button', { name: 'Show QR code' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const code = await within(card).findByRole('img', {
      name: 'QR code to join the Wi-Fi network Linden Guests',
    });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(card).getByRole('button', { name: 'Hide QR code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
