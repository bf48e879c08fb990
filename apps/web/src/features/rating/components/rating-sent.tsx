import type { TMetricPublic } from '@guestloop/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeTexts, ReviewLinks } from '@/components/rating';
import type { AttachmentKind } from '../api/upload-attachment';
import { AttachmentStatus } from './attachment-status';
import type { SentRating } from './use-rating-flow';
import { VerifyCodeForm } from './verify-code-form';

export interface RatingSentProps {
  metric: TMetricPublic;
  sent: SentRating;
  onRetry: (kind: AttachmentKind) => void;
  onSkip: (kind: AttachmentKind) => void;
  onVerified: () => void;
}

/** After sending: the metric's thanks, the attachments on their way, the code when asked, the review sites. */
export function RatingSent({ metric, sent, onRetry, onSkip, onVerified }: RatingSentProps) {
  const { t } = useTranslation('rating');
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'center' });
    top.current?.focus({ preventScroll: true });
  }, []);
  const { result } = sent;
  const uploads = (['audio', 'photo'] as const).filter((kind) => sent.uploads[kind]);
  return (
    <>
      <div className="rt-card rt-card--thanks" ref={top} tabIndex={-1}>
        <OutcomeTexts
          outcome={result.outcome}
          texts={metric.content.outcomes[result.outcome]}
          after={metric.content.settings.after}
          level={1}
          language={metric.language}
        />
      </div>
      {uploads.length > 0 ? (
        <ul className="rt-card rt-uploads">
          {uploads.map((kind) => {
            const state = sent.uploads[kind];
            return state ? (
              <AttachmentStatus
                key={kind}
                kind={kind}
                state={state}
                onRetry={() => onRetry(kind)}
                onSkip={() => onSkip(kind)}
              />
            ) : null;
          })}
        </ul>
      ) : null}
      {result.needsVerification && !sent.verified ? (
        <VerifyCodeForm ratingId={result.id} email={sent.email} onVerified={onVerified} />
      ) : null}
      {sent.verified ? (
        <p className="rt-card rt-note rt-note--ok" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <span>{t('verify.confirmed')}</span>
        </p>
      ) : null}
      {metric.reviewLinks.length > 0 ? (
        <div className="rt-card">
          <ReviewLinks links={metric.reviewLinks} moment="after" />
        </div>
      ) : null}
    </>
  );
}
