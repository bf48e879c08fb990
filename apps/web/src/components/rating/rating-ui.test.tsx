import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addEnglishPack } from '@/test/render';
import enRating from '../../../../api/src/modules/i18n/locales/en/rating.json';
import { OutcomeTexts, ReviewLinks, ScorePicker } from '.';

beforeAll(() => addEnglishPack('rating', enRating));

function Picker({ type }: { type: 'stars' | 'nps' | 'faces' }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <ScorePicker type={type} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('score picker', () => {
  it('offers five stars, each a button naming its score, and presses the one tapped', async () => {
    render(<Picker type="stars" />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: '4 of 5 stars' }));
    expect(screen.getByRole('button', { name: '4 of 5 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 of 5 stars' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('4', { selector: 'output' })).toBeInTheDocument();
  });

  it('offers NPS 0 to 10 with the scale ends in words', async () => {
    render(<Picker type="nps" />);
    const buttons = within(screen.getByRole('group', { name: 'Your rating' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent).join(' ')).toBe('0 1 2 3 4 5 6 7 8 9 10');
    expect(screen.getByText('Not likely')).toBeInTheDocument();
    expect(screen.getByText('Very likely')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '0 of 10' }));
    expect(screen.getByText('0', { selector: 'output' })).toBeInTheDocument();
  });

  it('offers three faces named by how the visit felt', async () => {
    render(<Picker type="faces" />);
    const names = within(screen.getByRole('group', { name: 'Your rating' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Not good', 'Okay', 'Great']);
    await userEvent.click(screen.getByRole('button', { name: 'Great' }));
    expect(screen.getByText('3', { selector: 'output' })).toBeInTheDocument();
  });

  it('is used with the keyboard: arrows move along, Enter chooses', async () => {
    render(<Picker type="stars" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '1 of 5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: '3 of 5 stars' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: '5 of 5 stars' })).toHaveFocus();
  });
});

describe('outcome texts', () => {
  it("shows the metric's thanks, closing words and own-site button", () => {
    render(
      <OutcomeTexts
        outcome="bad"
        texts={{
          thanksText: 'Sorry we let you down. The manager will call you.',
          verifyUserText: '',
          verifyUserSubText: '',
          ownSite: { buttonText: 'Visit our site', url: 'https://linden.example' },
        }}
        after="See you soon."
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Sorry we let you down. The manager will call you.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('See you soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit our site' })).toHaveAttribute(
      'href',
      'https://linden.example',
    );
  });

  it('thanks the guest in the page language when the metric has no thanks text', () => {
    render(
      <OutcomeTexts
        outcome="good"
        texts={{ thanksText: ' ', verifyUserText: '', verifyUserSubText: '', ownSite: null }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("keeps the metric's texts in the metric's language and direction on a page in another", () => {
    render(
      <OutcomeTexts
        outcome="good"
        language="ar"
        texts={{ thanksText: 'شكرًا لك!', verifyUserText: '', verifyUserSubText: '', ownSite: null }}
        after="نراك قريبًا."
      />,
    );
    const thanks = screen.getByRole('heading', { name: 'شكرًا لك!' });
    expect(thanks).toHaveAttribute('dir', 'rtl');
    expect(thanks).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('نراك قريبًا.')).toHaveAttribute('dir', 'rtl');
  });
});

describe('review links', () => {
  it('lists every site, opening in a new tab', () => {
    render(
      <ReviewLinks
        links={[
          { service: 'google', name: 'Google', url: 'https://g.page/r/linden/review' },
          { service: 'tripadvisor', name: 'Tripadvisor', url: 'https://www.tripadvisor.com/x' },
        ]}
      />,
    );
    const google = screen.getByRole('link', { name: /Google/ });
    expect(google).toHaveAttribute('href', 'https://g.page/r/linden/review');
    expect(google).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Tripadvisor/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review us publicly' })).toBeInTheDocument();
  });

  it('shows nothing when the company links no site', () => {
    const { container } = render(<ReviewLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
