import { isBlockShown } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/lib/error-boundary';
import type { PublicBlock } from '../model/blocks';
import { blockView } from './blocks/registry';
import { useQrPage } from './page-context';

/**
 * The page's blocks in order. A block whose time has ended while the page stays open goes away
 * at the next minute; one that fails to draw is left out (and logged), not the whole page.
 */
export function BlockList({ blocks }: { blocks: readonly PublicBlock[] }) {
  const { t } = useTranslation('guest-qr');
  const { now, timeZone } = useQrPage();
  const shown = blocks.filter((block) => blockView(block) && isBlockShown(block, now, timeZone));
  if (shown.length === 0) return <p className="qp-card qp-empty">{t('empty')}</p>;
  return (
    <div className="qp-blocks">
      {shown.map((block) => {
        const View = blockView(block);
        return View ? (
          <div key={block.id} className={`qp-block qp-block--${block.type}`}>
            <AppErrorBoundary fallback={null}>
              <View block={block} />
            </AppErrorBoundary>
          </div>
        ) : null;
      })}
    </div>
  );
}
