import type { TPublicTable } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { TableService } from './table-service';

/**
 * "Table 3 · Hall": where the order will be brought, under the hero of a table's menu, with the
 * table's service (call a waiter, ask for the bill) that needs no order.
 */
export function TableBanner({ table }: { table: Pick<TPublicTable, 'table' | 'group'> }) {
  const { t } = useTranslation('guest-menu');
  return (
    <div className="gm-table">
      <p className="gm-table-banner" data-testid="table-banner">
        <GuestIcon name="map-marker" />
        <span>{t('table.banner', { table: table.table.name, group: table.group.name })}</span>
      </p>
      <TableService tableId={table.table.id} />
    </div>
  );
}
