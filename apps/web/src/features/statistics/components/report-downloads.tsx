import type { TStatExportBody } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '@/components/ui';
import { exportReport } from '../api/export-report';

export type ReportBody = Omit<TStatExportBody, 'format'>;

/** A table's CSV and XLSX downloads (POST /stat/export), named after what they hold. */
export function ReportDownloads({ what, body }: { what: string; body: ReportBody }) {
  const { t } = useTranslation('statistics');
  return (
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
}
