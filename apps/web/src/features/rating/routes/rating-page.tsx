import type { TMetricPublic } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { contentLanguage, ReviewLinks } from '@/components/rating';
import { GuestPageFrame } from '@/components/ui/GuestPageFrame';
import { PageLoader } from '@/components/ui/PageLoader';
import { QueryStateCore } from '@/components/ui/QueryStateCore';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/title';
import { type RatingPlace, usePublicMetric } from '../api/get-public-metric';
import { RatingForm } from '../components/rating-form';
import { RatingHeader } from '../components/rating-header';
import { RatingSent } from '../components/rating-sent';
import { useRatingFlow } from '../components/use-rating-flow';
import '../components/rating.css';

function Policy({ metric }: { metric: TMetricPublic }) {
  const { t } = useTranslation('rating');
  const { text, url } = metric.content.settings.policy;
  if (!text.trim() && !url) return null;
  return (
    <p className="rt-policy">
      {text.trim() ? <span {...contentLanguage(metric.language)}>{text} </span> : null}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('page.policy')}
        </a>
      ) : null}
    </p>
  );
}

function RatingFlow({ metric, place }: { metric: TMetricPublic; place: RatingPlace }) {
  const flow = useRatingFlow(metric, place);
  if (flow.sent) {
    return (
      <>
        <RatingHeader metric={metric} compact />
        <RatingSent
          metric={metric}
          sent={flow.sent}
          onRetry={flow.retry}
          onSkip={flow.skip}
          onVerified={flow.markVerified}
        />
        <Policy metric={metric} />
      </>
    );
  }
  return (
    <>
      <RatingHeader metric={metric} />
      <RatingForm
        metric={metric}
        onSend={(draft) => void flow.send(draft)}
        sending={flow.sending}
        sendError={flow.sendError}
        serverProblems={flow.serverProblems}
      />
      {metric.reviewLinks.length > 0 ? (
        <div className="rt-card">
          <ReviewLinks links={metric.reviewLinks} />
        </div>
      ) : null}
      <Policy metric={metric} />
    </>
  );
}

function Problem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="rt-card rt-problem" role={onRetry ? 'alert' : undefined}>
      <span className="rt-problem__icon" aria-hidden="true">
        <i className={onRetry ? 'pi pi-wifi' : 'pi pi-star'} />
      </span>
      <h1 className="rt-problem__title">{title}</h1>
      <p className="rt-hint">{message}</p>
      {onRetry ? (
        <button type="button" className="gr-button gr-button--primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * /user/p/rate/:slug and, from a table's sticker, /user/p/rate/:slug/:groupSlug/:tableSlug: the
 * guest's rating page. Every guest sees the same page, review sites included, whatever the score.
 */
export function RatingPage() {
  const { slug = '', groupSlug, tableSlug } = useParams();
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const place: RatingPlace = { slug, group: groupSlug, table: tableSlug };
  const metric = usePublicMetric(place);
  usePageTitle(metric.data?.title);
  return (
    <GuestPageFrame globe={<i className="pi pi-globe" />}>
      <QueryStateCore
        query={metric}
        loading={<PageLoader />}
        notFound={<Problem title={t('unavailable.rate.title')} message={t('unavailable.rate.message')} />}
        error={(error, retry) => (
          <Problem title={t('error.loadFailed')} message={errorMessage(error)} onRetry={retry} />
        )}
      >
        {(data) => <RatingFlow metric={data} place={place} />}
      </QueryStateCore>
    </GuestPageFrame>
  );
}
