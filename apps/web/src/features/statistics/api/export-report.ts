import type { TStatExportBody } from '@guestloop/contracts';
import { downloadFile } from '@/lib/download-file';

/** POST /stat/export: a report as a CSV or XLSX file, saved by the browser under the server's name. */
export function exportReport(body: TStatExportBody): Promise<string> {
  return downloadFile('/stat/export', body, `${body.report}.${body.format}`);
}
