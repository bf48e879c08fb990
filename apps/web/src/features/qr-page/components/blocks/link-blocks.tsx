import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { Icon, type IconName } from '../icons';
import { LinkButton } from './link-button';

type LinkBlock = PublicBlockOf<
  'url-button' | 'order-external-link' | 'booking-url' | 'csat-link' | 'menu-link'
>;

const ICONS: Record<LinkBlock['type'], IconName> = {
  'url-button': 'link',
  'order-external-link': 'bag',
  'booking-url': 'calendar',
  'csat-link': 'star',
  'menu-link': 'menu',
};

/** A labelled link to a page of the venue's choosing, or (rating, menu) to one of the app. */
export function LinkBlockView({ block }: { block: LinkBlock }) {
  const { t } = useTranslation('guest-qr');
  if (!block.href) return null;
  const own = block.label?.trim();
  const fallback =
    block.type === 'csat-link'
      ? t('csat.label')
      : block.type === 'menu-link'
        ? t('menu.label')
        : t('link.open');
  return (
    <LinkButton href={block.href} blockId={block.id} icon={<Icon name={ICONS[block.type]} />}>
      {own || fallback}
    </LinkButton>
  );
}
