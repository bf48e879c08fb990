import {
  type ComponentType,
  lazy,
  type ReactElement,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { PublicBlock } from '../../model/blocks';

/**
 * A block starts loading as it comes on screen: its code (a few kilobytes) arrives while the
 * guest scrolls, and a first screen without it loads that much less.
 */
const AHEAD = '0px';

/** Whether the spot is on screen or near it (at once where the browser cannot tell). */
function useNearScreen() {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { spot, near };
}

/** Room kept for a block whose code is on its way, so the page below it does not jump. */
function PendingBlock({ spot }: { spot?: Ref<HTMLDivElement> }) {
  return <div ref={spot} className="qp-card qp-pending" aria-busy="true" />;
}

/**
 * A block type whose code (forms, the bill, an embedded survey) loads only when the guest comes
 * near it: a page's first load carries what the first screen shows.
 */
export function deferredBlock<P extends { block: PublicBlock }>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const View = lazy(async () => ({ default: await load() }));
  return function DeferredBlock(props: P) {
    const { spot, near } = useNearScreen();
    if (!near) return <PendingBlock spot={spot} />;
    return (
      <Suspense fallback={<PendingBlock />}>
        <View {...props} />
      </Suspense>
    );
  };
}
