import type { TQrInfoAnalysis } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useLocationList } from '@/entities/locations';
import { BLOCK_ICONS } from '../../block-types';

/** Every block used in the period or still on the page, most used first: how often, by how many. */
export function BlockUses({
  blocks,
  format,
}: {
  blocks: TQrInfoAnalysis['blocks'];
  format: (n: number) => string;
}) {
  const { t } = useTranslation('qr-pages');
  const locations = useLocationList();
  const locationName = (id: string) => locations.data?.items.find((item) => item.id === id)?.name ?? '';
  return (
    <section className="gl-panel gl-qr-uses" aria-labelledby="qr-stats-uses">
      <h2 id="qr-stats-uses">{t('stats.uses.title')}</h2>
      {blocks.length === 0 ? (
        <p className="gl-qr-muted">{t('stats.uses.empty')}</p>
      ) : (
        <table className="gl-qr-table gl-qr-table--plain">
          <thead>
            <tr>
              <th scope="col">{t('stats.uses.block')}</th>
              <th scope="col" className="gl-qr-table__num">
                {t('stats.totals.uses')}
              </th>
              <th scope="col" className="gl-qr-table__num">
                {t('stats.totals.visitors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {blocks.map((block) => (
              <tr key={block.blockId} className={block.deleted ? 'gl-qr-table__gone' : undefined}>
                <th scope="row">
                  <span className={`gl-qr-table__icon ${BLOCK_ICONS[block.type]}`} aria-hidden="true" />
                  <span dir="auto">{block.label || t(`types.${block.type}.name`)}</span>
                  {block.label ? (
                    <span className="gl-qr-muted"> · {t(`types.${block.type}.name`)}</span>
                  ) : null}
                  {block.locationId ? (
                    <span className="gl-qr-badge">
                      {t('stats.uses.ofLocation', { location: locationName(block.locationId) })}
                    </span>
                  ) : null}
                  {block.deleted ? <span className="gl-qr-badge">{t('stats.uses.deleted')}</span> : null}
                </th>
                <td className="gl-qr-table__num">{format(block.uses)}</td>
                <td className="gl-qr-table__num">{format(block.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
