import type { PublicBlockOf } from '../../model/blocks';

/** The venue's formatted text. */
export function TextBlockView({ block }: { block: PublicBlockOf<'text'> }) {
  return (
    <div
      className="qp-card qp-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved, as custom pages are
      dangerouslySetInnerHTML={{ __html: block.html }}
    />
  );
}
