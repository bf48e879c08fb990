import type { TReviewExportFilters, TStatExportBody, TStatExportFormat } from '@guestloop/contracts';
import { downloadFile } from '@/lib/download-file';

/**
 * POST /stat/export (report `reviews`): every review the inbox's filters find, as a CSV or XLSX
 * file the browser saves under the server's name. Needs `statistics.view`.
 */
export function exportReviews(filters: TReviewExportFilters, format: TStatExportFormat): Promise<string> {
  const body: TStatExportBody = { report: 'reviews', format, reviews: filters };
  return downloadFile('/stat/export', body, `reviews.${format}`);
}
