import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { block, makePage, showPage } from './qr-fixture';

const PICTURE = {
  imageId: '00000000-0000-4000-8000-00000000c001',
  src: '/media/terrace.jpg',
  width: 1200,
  height: 800,
  variants: { '640': '/media/terrace-640.webp', '1280': '/media/terrace-1280.webp' },
};

describe('QR info page: blocks that link somewhere', () => {
  it('calls and chats open their apps, labelled by the number or the messenger', async () => {
    await showPage(
      makePage([
        block('phone', { label: null, phone: '+49 30 1234-567', href: 'tel:49301234567' }),
        block('viber', { label: null, phone: '+49 30 1234-567', href: 'viber://chat?number=%2B49301234567' }),
        block('whatsapp', { label: '', phone: '+49 30 1234-567', href: 'https://wa.me/49301234567' }),
        block('telegram', {
          label: 'Ask us anything',
          phone: '+49 30 1234-567',
          href: 'https://t.me/+49301234567',
        }),
        block('email', { label: null, email: 'hello@linden.example', href: 'mailto:hello@linden.example' }),
      ]),
    );
    const call = screen.getByRole('link', { name: 'Call +49 30 1234-567' });
    expect(call).toHaveAttribute('href', 'tel:49301234567');
    expect(call).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Write on Viber' })).toHaveAttribute(
      'href',
      'viber://chat?number=%2B49301234567',
    );
    const whatsapp = screen.getByRole('link', { name: 'Write on WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/49301234567');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Ask us anything/ })).toHaveAttribute(
      'href',
      'https://t.me/+49301234567',
    );
    expect(screen.getByRole('link', { name: 'Email hello@linden.example' })).toHaveAttribute(
      'href',
      'mailto:hello@linden.example',
    );
  });

  it('links to the venue’s pages and the app’s, with their labels or ours', async () => {
    await showPage(
      makePage([
        block('url-button', {
          label: 'Our story',
          url: 'https://linden.example/story',
          href: 'https://linden.example/story',
        }),
        block('order-external-link', {
          label: 'Order delivery',
          url: 'https://food.example/linden',
          href: 'https://food.example/linden',
        }),
        block('booking-url', {
          label: 'Book a table',
          url: 'https://book.example/linden',
          href: 'https://book.example/linden',
        }),
        block('csat-link', { label: null, metricSlug: 'linden-rating', href: '/user/p/rate/linden-rating' }),
        block('menu-link', { label: null, menuSlug: 'linden', href: '/user/online-menu/linden' }),
        block('menu-link', { label: 'Drinks', menuSlug: 'linden-bar', href: null }),
      ]),
    );
    expect(screen.getByRole('link', { name: /^Our story/ })).toHaveAttribute(
      'href',
      'https://linden.example/story',
    );
    expect(screen.getByRole('link', { name: /^Order delivery/ })).toHaveAttribute(
      'href',
      'https://food.example/linden',
    );
    expect(screen.getByRole('link', { name: /^Book a table/ })).toHaveAttribute(
      'href',
      'https://book.example/linden',
    );
    const rate = screen.getByRole('link', { name: 'Rate your visit' });
    expect(rate).toHaveAttribute('href', '/user/p/rate/linden-rating');
    expect(rate).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Open the menu' })).toHaveAttribute(
      'href',
      '/user/online-menu/linden',
    );
    // A link the API could not resolve is left out rather than shown dead.
    expect(screen.queryByText('Drinks')).not.toBeInTheDocument();
  });

  it('shows social networks by their mark and name', async () => {
    await showPage(
      makePage([
        block('social-button', {
          network: 'instagram',
          url: 'https://instagram.com/linden',
          label: null,
          href: 'https://instagram.com/linden',
        }),
        block('social-buttons', {
          links: [
            { network: 'facebook', url: 'https://facebook.com/linden' },
            { network: 'tiktok', url: 'https://tiktok.com/@linden' },
            { network: 'web-site', url: 'https://linden.example' },
          ],
        }),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://instagram.com/linden',
    );
    const list = screen.getByRole('list', { name: 'Our social networks' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook (opens in a new tab)', 'https://facebook.com/linden'],
      ['TikTok (opens in a new tab)', 'https://tiktok.com/@linden'],
      ['Website (opens in a new tab)', 'https://linden.example'],
    ]);
    expect(list.querySelectorAll('svg')).toHaveLength(3);
  });

  it('shows pictures in the column or edge to edge, a link when they have one', async () => {
    await showPage(
      makePage([
        block('big-image', {
          image: PICTURE.imageId,
          alt: 'Our terrace at sunset',
          link: null,
          picture: PICTURE,
        }),
        block('full-width-image', {
          image: PICTURE.imageId,
          alt: null,
          link: 'https://linden.example/events',
          href: 'https://linden.example/events',
          picture: PICTURE,
        }),
        block('big-image', { image: 'https://gone.example/x.jpg', alt: 'Gone', link: null, picture: null }),
      ]),
    );
    const terrace = screen.getByRole('img', { name: 'Our terrace at sunset' });
    expect(terrace).toHaveAttribute('src', '/media/terrace.jpg');
    expect(terrace).toHaveAttribute('srcset', '/media/terrace-640.webp 640w, /media/terrace-1280.webp 1280w');
    expect(terrace.closest('a')).toBeNull();
    const linked = screen.getByRole('link', { name: "Open the image's link (opens in a new tab)" });
    expect(linked).toHaveAttribute('href', 'https://linden.example/events');
    expect(linked).toHaveClass('qp-image--wide');
    expect(screen.queryByRole('img', { name: 'Gone' })).not.toBeInTheDocument();
  });

  it('gives the address and a map link, with no map drawn on the page', async () => {
    await showPage(
      makePage([
        block('geolocation', {
          label: null,
          lat: 52.52,
          lng: 13.405,
          address: 'Unter den Linden 1, Berlin',
          href: 'https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=17/52.52/13.405',
        }),
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How to find us' })).toBeInTheDocument();
    expect(screen.getByText('Unter den Linden 1, Berlin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open map (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=17/52.52/13.405',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
