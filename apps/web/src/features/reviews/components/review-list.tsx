import type { TReview, TTranslated } from '@guestloop/contracts';
import { Paginator } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCommentTranslations } from '../api/translate-comments';
import { commentLanguageOf, languageTag, useLanguageName } from './comment-language';
import { OutcomeTag, ReviewScore } from './review-score';
import { reviewSite } from './review-source';
import { useReviewWords } from './review-words';

export interface ReviewListProps {
  reviews: readonly TReview[];
  total: number;
  page: number;
  pageSize: number;
  /** The review open beside the list. */
  selectedId: string | null;
  /** The address that opens a review (the filters kept). */
  linkTo(id: string): string;
  onPage(page: number): void;
  loading: boolean;
}

interface ReviewRowProps {
  review: TReview;
  /** The comment in the reader's language, once translated. */
  translation: TTranslated | undefined;
  selected: boolean;
  to: string;
  /** Whether a review is open already: another one takes its place in history. */
  replacing: boolean;
}

function ReviewRow({ review, translation, selected, to, replacing }: ReviewRowProps) {
  const words = useReviewWords();
  const location = useLocation();
  const { i18n } = useTranslation();
  const languageName = useLanguageName();
  const translated = translation?.state === 'machine' || translation?.state === 'human';
  const { t } = words;
  const unread = !review.viewedAt;
  const place = words.place(review);
  const site = reviewSite(review);
  const commentLanguage = review.comment ? commentLanguageOf(review) : null;
  return (
    <li>
      <Link
        to={to}
        replace={replacing}
        state={replacing ? location.state : { fromList: true }}
        className={[
          'gl-review-row',
          `gl-review-row--${review.outcome}`,
          unread ? 'gl-review-row--unread' : '',
          selected ? 'gl-review-row--selected' : '',
        ].join(' ')}
        aria-current={selected ? 'true' : undefined}
      >
        <span className="gl-review-row__top">
          <ReviewScore type={review.metric.type} score={review.score} outcome={review.outcome} />
          <OutcomeTag outcome={review.outcome} />
          {unread ? <span className="gl-review-row__unread">{t('list.unread')}</span> : null}
          {commentLanguage ? (
            <span
              className="gl-review-row__language"
              title={t('list.writtenIn', { language: languageName(commentLanguage) })}
            >
              <span aria-hidden="true">{languageTag(commentLanguage)}</span>
              <span className="gl-visually-hidden">
                {t('list.writtenIn', { language: languageName(commentLanguage) })}
              </span>
            </span>
          ) : null}
          <time className="gl-review-row__time" dateTime={review.createdAt}>
            {words.when(review.createdAt)}
          </time>
        </span>
        <span className="gl-review-row__where">
          <span className="gl-review-row__metric" dir="auto">
            {review.metric.title}
          </span>
          {place ? (
            <span className="gl-review-row__place" dir="auto">
              {place}
            </span>
          ) : null}
          {site ? (
            <span className="gl-review-row__site" dir="auto">
              {[t('list.onSite', { site }), review.authorName].filter(Boolean).join(' · ')}
            </span>
          ) : null}
        </span>
        <span
          className={`gl-review-row__comment${review.comment ? '' : ' gl-review-row__comment--none'}`}
          dir="auto"
          lang={translated ? i18n.language : (commentLanguage ?? undefined)}
        >
          {translated ? translation.text : review.comment || t('list.noComment')}
        </span>
        {translated ? (
          <span className="gl-review-row__translated">
            <span className="pi pi-language" aria-hidden="true" />{' '}
            {t('translation.translatedFrom', { language: languageName(commentLanguageOf(review)) })}
          </span>
        ) : null}
        {review.audio || review.image || review.dishes.length || review.order ? (
          <span className="gl-review-row__extras">
            {review.audio ? (
              <span>
                <span className="pi pi-volume-up" aria-hidden="true" /> {t('list.audio')}
              </span>
            ) : null}
            {review.image ? (
              <span>
                <span className="pi pi-image" aria-hidden="true" /> {t('list.photo')}
              </span>
            ) : null}
            {review.order ? (
              <span>
                <span className="pi pi-receipt" aria-hidden="true" />{' '}
                {t('list.order', { number: review.order.number })}
              </span>
            ) : null}
            {review.dishes.length ? (
              <span>
                <span className="pi pi-star" aria-hidden="true" />{' '}
                {t('list.dishes', { count: review.dishes.length })}
              </span>
            ) : null}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * One page of reviews, unread first, each comment in the reader's language once translated; a row
 * opens the review beside the list (or over it on a phone).
 */
export function ReviewList({
  reviews,
  total,
  page,
  pageSize,
  selectedId,
  linkTo,
  onPage,
  loading,
}: ReviewListProps) {
  const { t } = useReviewWords();
  const { i18n } = useTranslation();
  const commentOf = (review: TReview) =>
    review.comment ? { text: review.comment, from: commentLanguageOf(review) } : null;
  // Asked once the rows are on screen; each comment shows as written until its translation comes.
  const translationOf = useCommentTranslations(reviews.map(commentOf), i18n.language);
  return (
    <>
      <ul className="gl-review-list" aria-label={t('list.label')} aria-busy={loading || undefined}>
        {reviews.map((review) => (
          <ReviewRow
            key={review.id}
            review={review}
            translation={translationOf(commentOf(review))}
            selected={review.id === selectedId}
            to={linkTo(review.id)}
            replacing={selectedId !== null}
          />
        ))}
      </ul>
      {total > pageSize ? (
        <Paginator
          className="gl-review-paginator"
          first={(page - 1) * pageSize}
          rows={pageSize}
          totalRecords={total}
          onPageChange={(event) => onPage(event.page + 1)}
          template="PrevPageLink PageLinks NextPageLink CurrentPageReport"
          currentPageReportTemplate={t('list.pageReport')}
        />
      ) : null}
    </>
  );
}
