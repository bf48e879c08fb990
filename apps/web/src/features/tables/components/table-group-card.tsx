import type { TTable, TTableGroup } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableQrSheetPath } from '../paths';
import { AddTableForm } from './add-table-form';

export interface TableGroupCardProps {
  locationId: string;
  group: TTableGroup;
  /** The menu the QR codes open; null while there is none or staff have not chosen (QR actions are hidden). */
  menu: string | null;
  onRename: (group: TTableGroup) => void;
  onDelete: (group: TTableGroup) => void;
  onDeleteTable: (table: TTable) => void;
  onShowQr: (table: TTable) => void;
}

/** "Table 7" after tables named "Table 1"…"Table 6"; the group's count + 1 otherwise. */
export function nextTableName(group: TTableGroup, word: string): string {
  const numbers = group.tables.map((table) => Number(/(\d+)\s*$/.exec(table.name)?.[1] ?? 0));
  return `${word} ${Math.max(group.tables.length, ...numbers) + 1}`;
}

/** A group (hall, terrace…) with its tables, each with its QR code actions, and the group's QR sheet. */
export function TableGroupCard({
  locationId,
  group,
  menu,
  onRename,
  onDelete,
  onDeleteTable,
  onShowQr,
}: TableGroupCardProps) {
  const { t } = useTranslation('tables');
  const headingId = `table-group-${group.id}`;
  return (
    <section className="gl-panel gl-tbl-group" aria-labelledby={headingId}>
      <header className="gl-tbl-group__header">
        <div>
          <h2 id={headingId}>{group.name}</h2>
          <p className="gl-tbl-muted">{t('group.count', { count: group.tables.length })}</p>
        </div>
        <div className="gl-tbl-group__actions">
          {menu && group.tables.length ? (
            <Link
              className="p-button p-button-text p-button-sm"
              to={tableQrSheetPath(locationId, menu, { groupId: group.id })}
              aria-label={t('group.print', { name: group.name })}
            >
              <span className="pi pi-print" aria-hidden="true" />
              <span>{t('toolbar.print')}</span>
            </Link>
          ) : null}
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            rounded
            aria-label={t('group.rename', { name: group.name })}
            tooltip={t('group.renameShort')}
            tooltipOptions={{ position: 'top' }}
            onClick={() => onRename(group)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('group.delete', { name: group.name })}
            tooltip={t('group.deleteShort')}
            tooltipOptions={{ position: 'top' }}
            onClick={() => onDelete(group)}
          />
        </div>
      </header>
      {group.tables.length ? (
        <ul className="gl-tbl-list" aria-label={t('group.tablesOf', { name: group.name })}>
          {group.tables.map((table) => (
            <li key={table.id} className="gl-tbl-row">
              <span className="gl-tbl-row__name">
                <span className="pi pi-stop" aria-hidden="true" />
                {table.name}
              </span>
              <span className="gl-tbl-row__actions">
                {menu ? (
                  <>
                    <Button
                      type="button"
                      icon="pi pi-qrcode"
                      label={t('table.qr')}
                      text
                      size="small"
                      aria-label={t('table.showQr', { name: table.name })}
                      onClick={() => onShowQr(table)}
                    />
                    <Link
                      className="p-button p-button-text p-button-icon-only p-button-rounded"
                      to={tableQrSheetPath(locationId, menu, { tableId: table.id })}
                      title={t('table.printQr', { name: table.name })}
                    >
                      <span className="pi pi-print" aria-hidden="true" />
                      <span className="gl-visually-hidden">{t('table.printQr', { name: table.name })}</span>
                    </Link>
                  </>
                ) : null}
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t('table.delete', { name: table.name })}
                  onClick={() => onDeleteTable(table)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="gl-tbl-muted gl-tbl-group__empty">{t('group.noTables')}</p>
      )}
      <AddTableForm
        locationId={locationId}
        groupId={group.id}
        groupName={group.name}
        suggestion={nextTableName(group, t('table.defaultName'))}
      />
    </section>
  );
}
