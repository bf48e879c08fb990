import { ExportButtons } from '@/components/ui';
import { Can } from '@/entities/permissions';
import { exportReviews } from '../api/export-reviews';
import { type ReviewsFilter, toExportFilters } from './filters';
import { useReviewWords } from './review-words';

/** The listed reviews (all pages) as CSV or XLSX, for those who may download statistics. */
export function ReviewsExport({ filter }: { filter: ReviewsFilter }) {
  const { t } = useReviewWords();
  return (
    <Can permission="statistics.view">
      <div className="gl-reviews-export">
        <span aria-hidden="true">{t('export.label')}</span>
        <ExportButtons
          texts={{
            group: t('export.group'),
            csv: t('export.csv'),
            xlsx: t('export.xlsx'),
            failed: t('export.failed'),
          }}
          download={(format) => exportReviews(toExportFilters(filter), format)}
        />
      </div>
    </Can>
  );
}
