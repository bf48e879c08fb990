import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredBlock } from '../components/blocks/deferred-block';
import type { PublicBlock } from '../model/blocks';

type Watcher = { callback: IntersectionObserverCallback; disconnected: boolean };

/** A browser's IntersectionObserver whose "the spot came near" the test decides. */
function fakeObserver() {
  const watchers: Watcher[] = [];
  class Observer {
    watcher: Watcher;
    constructor(callback: IntersectionObserverCallback) {
      this.watcher = { callback, disconnected: false };
      watchers.push(this.watcher);
    }
    observe() {}
    disconnect() {
      this.watcher.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    comeNear: () =>
      act(() => {
        for (const w of watchers.filter((watcher) => !watcher.disconnected))
          w.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('a block whose code loads near the screen', () => {
  it('keeps room for the block and loads its code only when the guest comes near it', async () => {
    const observer = fakeObserver();
    const load = vi.fn(async () => ({ block }: { block: PublicBlock }) => <p>drawn {block.id}</p>);
    const View = deferredBlock(load);
    const { container } = render(<View block={{ id: 'b1' } as PublicBlock} />);

    expect(container.querySelector('.qp-pending')).toHaveAttribute('aria-busy', 'true');
    expect(load).not.toHaveBeenCalled();

    await observer.comeNear();
    expect(await screen.findByText('drawn b1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.qp-pending')).toBeNull();
  });
});
