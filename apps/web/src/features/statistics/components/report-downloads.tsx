import type { TStatExportBody } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '@/components/ui';
import { exportReport } from '../api/export-report';

export type ReportBody = Omit<TStatExportBody, 'format'>;

/**
 * A table's CSV and XLSX downloads (POST /stat/export), named after what they hold; `labelled`
 * writes that name beside the buttons (when the file is not the table they stand by).
 */
export function ReportDownloads({
  what,
  body,
  labelled,
}: {
  what: string;
  body: ReportBody;
  labelled?: boolean;
}) {
  const { t } = useTranslation('statistics');
  const buttons = (
    <ExportButtons
      texts={{
        group: t('export.group', { what }),
        csv: t('export.csv'),
        xlsx: t('export.xlsx'),
        failed: t('export.failed'),
      }}
      download={(format) => exportReport({ ...body, format } as TStatExportBody)}
    />
  );
  if (!labelled) return buttons;
  return (
    <span className="gl-stats-downloads">
      <span aria-hidden="true">{what}</span>
      {buttons}
    </span>
  );
}
