import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadEmbed, registerEmbed, resetEmbeds, retryEmbed, useEmbed } from './embeds';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function SurveyPlace({ show = true }: { show?: boolean }) {
  const Survey = useEmbed('survey');
  if (!Survey) return <p>No surveys here</p>;
  return show ? (
    <Suspense fallback={<p>Loading</p>}>
      <Survey slug="after-dinner" />
    </Suspense>
  ) : (
    <p>Not opened</p>
  );
}

const Survey = ({ slug }: { slug: string }) => <p>Survey {slug}</p>;

afterEach(resetEmbeds);

describe('embeds: one feature’s piece inside another’s page', () => {
  it('gives nothing for a kind the app has not registered', () => {
    render(<SurveyPlace />);
    expect(screen.getByText('No surveys here')).toBeInTheDocument();
  });

  it('loads the code only when drawn, once, and shows the piece', async () => {
    const loader = vi.fn(async () => Survey);
    registerEmbed('survey', loader);
    const view = render(<SurveyPlace show={false} />);
    expect(screen.getByText('Not opened')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();

    view.rerender(<SurveyPlace />);
    expect(await screen.findByText('Survey after-dinner')).toBeInTheDocument();
    view.rerender(<SurveyPlace show={false} />);
    view.rerender(<SurveyPlace />);
    expect(screen.getByText('Survey after-dinner')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('can start loading ahead of drawing, and a registration after the first draw is seen', async () => {
    render(<SurveyPlace />);
    const loader = vi.fn(async () => Survey);
    act(() => registerEmbed('survey', loader));
    expect(await screen.findByText('Survey after-dinner')).toBeInTheDocument();
    preloadEmbed('survey');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after the code failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Survey);
    registerEmbed('survey', loader);
    const view = render(
      <Boundary key="first">
        <SurveyPlace />
      </Boundary>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();

    act(() => retryEmbed('survey'));
    view.rerender(
      <Boundary key="second">
        <SurveyPlace />
      </Boundary>,
    );
    expect(await screen.findByText('Survey after-dinner')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
