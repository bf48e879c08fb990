import type { TQrInfoPage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableGroups } from '@/entities/table-groups';
import { copyText } from '@/lib/clipboard';
import { downloadQrPng, downloadQrSvg, qrShape } from '@/lib/qr-code';
import { useToast } from '@/lib/toast';
import { publicQrPath, publicQrUrl } from '../../paths';
import { ActiveSwitch } from '../active-switch';
import { printCard, printCardHtml } from './print-card';

export type ShareTarget = Pick<TQrInfoPage, 'id' | 'slug' | 'title' | 'isActive' | 'locationId'> & {
  locationName: string;
};

/** The guest's link (the page's, or a table's) with copy, its QR code to download, and a card to print. */
export function SharePanel({ page }: { page: ShareTarget }) {
  const { t, i18n } = useTranslation('qr-pages');
  const toast = useToast();
  const groups = useTableGroups(page.locationId);
  const [tableId, setTableId] = useState<string | null>(null);
  const tables = (groups.data?.groups ?? []).flatMap((group) =>
    group.tables.map((table) => ({ value: table.id, label: `${group.name} · ${table.name}` })),
  );
  const tableName = tables.find((table) => table.value === tableId)?.label;
  const url = publicQrUrl(publicQrPath(page.slug, tableId));
  const shape = useMemo(() => qrShape(url), [url]);
  const fileName = `qr-${page.slug}${tableId ? `-${tableId.slice(0, 8)}` : ''}`;
  const id = `qr-share-${page.slug}`;

  const copy = async () => {
    if (await copyText(url)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };
  const print = () =>
    printCard(
      printCardHtml(
        shape,
        { title: page.title, place: tableName ?? page.locationName, scan: t('share.cardScan'), link: url },
        i18n.dir(),
      ),
    );

  return (
    <div className="gl-qr-share">
      {!page.isActive ? (
        <div className="gl-qr-note" role="status">
          <p>{t('share.inactive')}</p>
          <ActiveSwitch page={page} />
        </div>
      ) : null}
      {tables.length ? (
        <div className="gl-field">
          <label className="gl-field__label" htmlFor={`${id}-table`}>
            {t('share.table')}
          </label>
          <Dropdown
            inputId={`${id}-table`}
            value={tableId}
            options={[{ value: null, label: t('share.noTable') }, ...tables]}
            optionLabel="label"
            optionValue="value"
            onChange={(event) => setTableId((event.value as string | null) ?? null)}
            filter={tables.length > 8}
          />
          <small className="gl-field__hint">{t('share.tableHint')}</small>
        </div>
      ) : null}
      <div className="gl-field">
        <label className="gl-field__label" htmlFor={`${id}-link`}>
          {t('share.link')}
        </label>
        <div className="gl-qr-share__link">
          <InputText
            id={`${id}-link`}
            value={url}
            readOnly
            dir="ltr"
            onFocus={(event) => event.target.select()}
          />
          <Button type="button" icon="pi pi-copy" label={t('share.copy')} onClick={() => void copy()} />
        </div>
      </div>
      <div className="gl-qr-share__qr">
        <svg
          className="gl-qr-code"
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          shapeRendering="crispEdges"
          role="img"
          aria-label={t('share.qrOf', { title: page.title })}
        >
          <rect width={shape.size} height={shape.size} fill="#fff" />
          <path d={shape.path} fill="#000" />
        </svg>
        <div className="gl-qr-share__actions">
          <p className="gl-qr-muted">{t('share.qrHint')}</p>
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('share.downloadPng')}
            onClick={() =>
              void downloadQrPng(shape, fileName).then((ok) => {
                if (!ok) toast.error(t('share.downloadFailed'));
              })
            }
          />
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('share.downloadSvg')}
            onClick={() => downloadQrSvg(shape, fileName)}
          />
          <Button type="button" icon="pi pi-print" outlined label={t('share.print')} onClick={print} />
          <a className="gl-qr-link" href={url} target="_blank" rel="noopener noreferrer">
            <span className="pi pi-external-link" aria-hidden="true" />
            {t('share.open')}
          </a>
        </div>
      </div>
    </div>
  );
}
