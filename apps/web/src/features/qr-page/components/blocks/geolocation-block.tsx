import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { InfoCard } from './info-card';
import { TrackedLink } from './link-button';

/** Where the venue is: its address and a link to the map (no map drawn on the page). */
export function GeolocationBlockView({ block }: { block: PublicBlockOf<'geolocation'> }) {
  const { t } = useTranslation('guest-qr');
  const address = block.address?.trim();
  if (!block.href && !address) return null;
  return (
    <InfoCard icon="pin" title={block.label?.trim() || t('geolocation.title')}>
      {address ? (
        <p className="qp-info__text" dir="auto">
          {address}
        </p>
      ) : null}
      {block.href ? (
        <TrackedLink className="qp-button qp-button--small" href={block.href} blockId={block.id}>
          <span className="qp-button__label">{t('geolocation.openMap')}</span>
        </TrackedLink>
      ) : null}
    </InfoCard>
  );
}
