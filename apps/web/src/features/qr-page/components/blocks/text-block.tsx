import { useEffect, useRef } from 'react';
import type { PublicBlockOf } from '../../model/blocks';
import { useQrPage } from '../page-context';

/** The venue's formatted text; following a link in it counts as using the block. */
export function TextBlockView({ block }: { block: PublicBlockOf<'text'> }) {
  const { used } = useQrPage();
  const text = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = text.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) used(block.id);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [used, block.id]);
  return (
    <div
      ref={text}
      className="qp-card qp-text"
      dir="auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved, as custom pages are
      dangerouslySetInnerHTML={{ __html: block.html }}
    />
  );
}
