import type { TTable } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, QueryState } from '@/components/ui';
import { copyText } from '@/lib/clipboard';
import { useToast } from '@/lib/toast';
import { tableQrPdfUrl, useTableQr } from '../api/get-table-qr';

export interface TableQrDialogProps {
  locationId: string;
  menu: string;
  /** Open for this table; null keeps it closed. */
  table: TTable | null;
  onClose: () => void;
}

/** A table's QR code: preview, the guest's address with a copy button, SVG and PDF downloads. */
export function TableQrDialog({ locationId, menu, table, onClose }: TableQrDialogProps) {
  const { t } = useTranslation('tables');
  const toast = useToast();
  const qr = useTableQr(table ? { locationId, menu, tableId: table.id } : null);
  const svg = qr.data?.svg;
  // A blob address for the download; the preview is an <img>, so the SVG never runs as markup.
  const svgUrl = useMemo(
    () => (svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : null),
    [svg],
  );
  useEffect(() => () => (svgUrl ? URL.revokeObjectURL(svgUrl) : undefined), [svgUrl]);

  const copy = async () => {
    if (!qr.data) return;
    if (await copyText(qr.data.url)) toast.success(t('qr.copied'));
    else toast.error(t('qr.copyFailed'));
  };

  return (
    <Dialog
      visible={table !== null}
      onHide={onClose}
      header={table ? t('qr.title', { name: table.name }) : ''}
      className="gl-tbl-dialog gl-tbl-qr-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <QueryState query={qr} loadingLabel={t('qr.loading')} errorTitle={t('qr.loadError')} />
      {qr.data && table && svgUrl ? (
        <div className="gl-tbl-qr">
          <img className="gl-tbl-qr__image" src={svgUrl} alt={t('qr.alt', { name: table.name })} />
          <div className="gl-tbl-qr__url">
            <label htmlFor="table-qr-url">{t('qr.url')}</label>
            <div className="gl-tbl-qr__url-row">
              <input id="table-qr-url" className="p-inputtext" readOnly value={qr.data.url} />
              <Button
                type="button"
                icon="pi pi-copy"
                label={t('qr.copy')}
                outlined
                onClick={() => void copy()}
              />
            </div>
          </div>
          <div className="gl-tbl-qr__downloads">
            <a className="p-button p-button-outlined" href={svgUrl} download={`table-${table.slug}.svg`}>
              <span className="pi pi-download" aria-hidden="true" />
              <span>{t('qr.downloadSvg')}</span>
            </a>
            <a className="p-button" href={tableQrPdfUrl(locationId, menu, { tableId: table.id })} download>
              <span className="pi pi-file-pdf" aria-hidden="true" />
              <span>{t('qr.downloadPdf')}</span>
            </a>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
