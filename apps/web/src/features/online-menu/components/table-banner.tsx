import type { TPublicTable } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';

/** "Table 3 · Hall": where the order will be brought, under the hero of a table's menu. */
export function TableBanner({ table }: { table: Pick<TPublicTable, 'table' | 'group'> }) {
  const { t } = useTranslation('guest-menu');
  return (
    <p className="gm-table-banner" data-testid="table-banner">
      <GuestIcon name="map-marker" />
      <span>{t('table.banner', { table: table.table.name, group: table.group.name })}</span>
    </p>
  );
}
