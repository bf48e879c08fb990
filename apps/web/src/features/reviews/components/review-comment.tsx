import type { TReview } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsTranslation, useCommentTranslation } from '../api/translate-comments';
import { commentLanguageOf, useLanguageName } from './comment-language';
import { useReviewWords } from './review-words';

/**
 * The guest's comment in the reader's language, with the words as written one click away (both
 * languages are the guest's words: peers show one or the other). Shown as written, with a note,
 * when no engine covers the pair; as written and without a note while the translation comes or
 * when the service fails.
 */
export function ReviewComment({ review }: { review: TReview }) {
  const { t } = useReviewWords();
  const { i18n } = useTranslation();
  const languageName = useLanguageName();
  const [showOriginal, setShowOriginal] = useState(false);
  const written = commentLanguageOf(review);
  const comment = review.comment ? { text: review.comment, from: written } : null;
  const translation = useCommentTranslation(comment, i18n.language);

  if (!review.comment) return <p className="gl-review-muted">{t('detail.noComment')}</p>;
  const language = languageName(written);
  const translated = translation.data?.state === 'machine' || translation.data?.state === 'human';
  const shown = translated && !showOriginal ? (translation.data?.text ?? review.comment) : review.comment;

  return (
    <>
      <p
        className="gl-review-comment"
        dir="auto"
        lang={translated && !showOriginal ? i18n.language : written}
      >
        {shown}
      </p>
      {needsTranslation(comment, i18n.language) ? (
        <div className="gl-review-translation" aria-live="polite">
          {translation.isPending ? (
            <span className="gl-review-muted">{t('translation.translating')}</span>
          ) : translated ? (
            <>
              <span className="gl-review-muted">
                <span className="pi pi-language" aria-hidden="true" />{' '}
                {showOriginal
                  ? t('translation.original', { language })
                  : t('translation.translatedFrom', { language })}
              </span>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-arrow-right-arrow-left"
                className="gl-review-translation__toggle"
                label={showOriginal ? t('translation.showTranslation') : t('translation.showOriginal')}
                onClick={() => setShowOriginal((value) => !value)}
              />
            </>
          ) : translation.data?.state === 'original' ? (
            <span className="gl-review-muted gl-review-translation__note">
              <span className="pi pi-info-circle" aria-hidden="true" />{' '}
              {t('translation.noEngine', { language })}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
