import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, isNotFound, NoAccess, PageLoader, QueryState } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useMetricList } from '@/entities/metrics';
import { RequirePermission } from '@/entities/permissions';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useFoundReview } from '../api/find-review';
import { useReviews } from '../api/list-reviews';
import { useReviewsLive } from '../api/use-reviews-live';
import {
  filterFromSearch,
  filterToSearch,
  isFiltered,
  PAGE_SIZE,
  REVIEW_PARAM,
  type ReviewsFilter,
  toReviewsQuery,
} from '../components/filters';
import { ReviewDetail } from '../components/review-detail';
import { ReviewList } from '../components/review-list';
import { useReviewWords } from '../components/review-words';
import { ReviewsExport } from '../components/reviews-export';
import { ReviewsToolbar } from '../components/reviews-toolbar';
import '../components/reviews.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opened from a row of the list: closing goes back in history instead of adding a step. */
interface FromList {
  fromList?: boolean;
}

/** /user/app/reviews: the inbox of guests' reviews (unread first); `?review=<id>` opens one. */
export function ReviewsPage() {
  return (
    <RequirePermission permission="reviews.manage" namespace="reviews">
      <ReviewsScreen />
    </RequirePermission>
  );
}

function ReviewsScreen() {
  const { t } = useTranslation('reviews');
  const words = useReviewWords();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = filterFromSearch(search);
  const selectedId = search.get(REVIEW_PARAM);
  const validId = selectedId !== null && UUID.test(selectedId);

  const reviews = useReviews(toReviewsQuery(filter));
  const live = useReviewsLive();
  const locations = useLocationList();
  const metrics = useMetricList();
  const listed = reviews.data?.items.find((review) => review.id === selectedId);
  const listSettled = reviews.data !== undefined && !reviews.isPlaceholderData;
  const found = useFoundReview(validId ? selectedId : null, listSettled && !listed);
  const selected = listed ?? (found.data?.id === selectedId ? found.data : undefined);

  const linkTo = (id: string) => `?${filterToSearch(filter, id)}`;
  const change = (next: ReviewsFilter) => setSearch(filterToSearch(next, selectedId), { replace: true });
  const close = () => {
    if ((location.state as FromList | null)?.fromList) navigate(-1);
    else setSearch(filterToSearch(filter), { replace: true });
  };

  if (reviews.error instanceof ApiError && reviews.error.status === 403)
    return <NoAccess namespace="reviews" />;

  const filtered = isFiltered(filter);
  const missing = selectedId !== null && !selected && (!validId || (found.error && isNotFound(found.error)));

  let detail: ReactNode;
  if (selectedId === null) {
    detail = (
      <EmptyState icon="pi pi-comments" title={t('detail.choose')} message={t('detail.chooseMessage')} />
    );
  } else if (selected) {
    detail = <ReviewDetail review={selected} onClose={close} linkTo={linkTo} />;
  } else if (missing) {
    detail = (
      <EmptyState
        icon="pi pi-search"
        title={t('detail.notFoundTitle')}
        message={t('detail.notFoundMessage')}
        action={<Button type="button" label={t('detail.back')} onClick={close} />}
      />
    );
  } else if (found.error) {
    detail = (
      <ErrorState
        title={t('detail.loadError')}
        message={errorMessage(found.error)}
        onRetry={() => void found.refetch()}
      />
    );
  } else {
    detail = <PageLoader label={t('detail.loading')} />;
  }

  const unread = reviews.data?.unread ?? 0;

  return (
    <div className={`gl-reviews${selectedId !== null ? ' gl-reviews--open' : ''}`}>
      <header className="gl-page-header gl-reviews__header">
        <h1>
          {t('heading')}
          {unread > 0 ? (
            <span className="gl-reviews__unread-count">{t('unreadCount', { count: unread })}</span>
          ) : null}
        </h1>
        <p>{t('lead')}</p>
      </header>
      <p className="gl-visually-hidden" aria-live="polite">
        {live.latest
          ? t('live.newReview', {
              score: words.score(live.latest.metricType, live.latest.score),
              metric: live.latest.metricTitle,
            })
          : ''}
      </p>
      <div className="gl-reviews__layout">
        <section className="gl-panel gl-reviews__list" aria-label={t('list.label')}>
          <ReviewsToolbar
            value={filter}
            locations={locations.data?.items ?? []}
            metrics={metrics.data?.items ?? []}
            onChange={change}
          />
          {(reviews.data?.total ?? 0) > 0 ? <ReviewsExport filter={filter} /> : null}
          <QueryState
            query={reviews}
            loadingLabel={t('loading')}
            errorTitle={t('loadError')}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState
                icon={filtered ? 'pi pi-filter' : 'pi pi-comments'}
                title={filtered ? t('empty.filteredTitle') : t('empty.title')}
                message={filtered ? t('empty.filteredMessage') : t('empty.message')}
              />
            }
          >
            {(data) => (
              <ReviewList
                reviews={data.items}
                total={data.total}
                page={filter.page}
                pageSize={PAGE_SIZE}
                selectedId={selectedId}
                linkTo={linkTo}
                onPage={(page) => change({ ...filter, page })}
                loading={reviews.isFetching && reviews.isPlaceholderData}
              />
            )}
          </QueryState>
        </section>
        <aside className="gl-panel gl-reviews__detail" aria-label={t('detail.label')}>
          {detail}
        </aside>
      </div>
    </div>
  );
}
