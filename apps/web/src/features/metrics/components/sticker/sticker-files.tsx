import type { TMetric, TQrSticker } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '@/components/ui';
import { useTableGroups } from '@/entities/table-groups';
import { stickerFileUrl } from '../../api/sticker';

/** Languages whose letters the PDF cannot print (it writes Latin and Cyrillic only). */
const SVG_ONLY = new Set(['ar', 'zh', 'ge']);

function FileLinks({ slug, groupId, label }: { slug: string; groupId?: string; label: string }) {
  const { t } = useTranslation('metrics');
  return (
    <div className="gl-metrics-actions">
      <a
        className="p-button p-component gl-sticker-file"
        href={stickerFileUrl(slug, 'svg', groupId)}
        download
        aria-label={t('sticker.downloadSvgOf', { what: label })}
      >
        <span className="pi pi-download" aria-hidden="true" />
        {t('sticker.downloadSvg')}
      </a>
      <a
        className="p-button p-component p-button-outlined gl-sticker-file"
        href={stickerFileUrl(slug, 'pdf', groupId)}
        download
        aria-label={t('sticker.downloadPdfOf', { what: label })}
      >
        <span className="pi pi-print" aria-hidden="true" />
        {t('sticker.downloadPdf')}
      </a>
    </div>
  );
}

/** The sticker alone, then a sheet with one sticker per table of a group (each opening its table). */
export function StickerFiles({ metric, sticker }: { metric: TMetric; sticker: TQrSticker }) {
  const { t } = useTranslation('metrics');
  const groups = useTableGroups(metric.locationId);
  const [groupId, setGroupId] = useState<string | null>(null);
  // The sticker lists its location's groups too: staff without the tables permission pick from those.
  const items = groups.data
    ? groups.data.groups.map((item) => ({ id: item.id, name: item.name, tables: item.tables.length }))
    : groups.isError
      ? sticker.groups
      : [];
  const known = groups.data !== undefined || groups.isError;
  const group = items.find((item) => item.id === groupId) ?? null;

  return (
    <>
      <section
        className="gl-panel gl-metric-section gl-sticker-layout__files"
        aria-labelledby="sticker-files-heading"
      >
        <h2 id="sticker-files-heading">{t('sticker.files')}</h2>
        <p className="gl-metrics-muted">{t('sticker.filesLead')}</p>
        <FileLinks slug={sticker.metricSlug} label={t('sticker.single')} />
        {SVG_ONLY.has(sticker.language) ? <p className="gl-metrics-note">{t('sticker.pdfScripts')}</p> : null}
      </section>
      <section
        className="gl-panel gl-metric-section gl-sticker-layout__sheets"
        aria-labelledby="sticker-sheets-heading"
      >
        <h2 id="sticker-sheets-heading">{t('sticker.sheets')}</h2>
        <p className="gl-metrics-muted">{t('sticker.sheetsLead', { location: metric.locationName })}</p>
        {known && items.length === 0 ? (
          <p className="gl-metrics-muted">
            {t('sticker.noGroups')} <Link to="/user/app/tables">{t('sticker.toTables')}</Link>
          </p>
        ) : (
          <>
            <FormField label={t('sticker.group')} htmlFor="sticker-group">
              <Dropdown
                inputId="sticker-group"
                value={groupId}
                options={items.map((item) => ({
                  value: item.id,
                  label: t('sticker.groupOption', { name: item.name, count: item.tables }),
                }))}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => setGroupId(event.value as string)}
                placeholder={t('sticker.groupPlaceholder')}
                loading={groups.isLoading}
              />
            </FormField>
            {group ? (
              group.tables ? (
                <FileLinks
                  slug={sticker.metricSlug}
                  groupId={group.id}
                  label={t('sticker.sheetOf', { name: group.name })}
                />
              ) : (
                <p className="gl-metrics-muted">{t('sticker.emptyGroup')}</p>
              )
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
