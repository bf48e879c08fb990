import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadEmbed, retryEmbed, useEmbed } from '@/lib/embeds';
import { AppErrorBoundary } from '@/lib/error-boundary';
import type { PublicBlockOf } from '../../model/blocks';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { BlockError, BlockLoading } from './block-states';

/**
 * A survey of the venue answered in place. Its code (the surveys' screens and words) loads only
 * when the guest opens it, starting as they reach for the button; a page without the survey
 * pieces (none registered) leaves the block out. Opening it counts as the block's use.
 */
export function SurveyBlockView({ block }: { block: PublicBlockOf<'survey-form'> }) {
  const { t } = useTranslation('guest-qr');
  const { used } = useQrPage();
  const Survey = useEmbed('survey');
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) area.current?.focus({ preventScroll: true });
  }, [open]);

  if (!Survey) return null;
  const title = block.title?.trim() || t('survey.title');
  const preload = () => preloadEmbed('survey');
  const retry = () => {
    retryEmbed('survey');
    setAttempt(attempt + 1);
  };
  return (
    <section className="qp-card qp-survey" aria-labelledby={titleId}>
      <h2 id={titleId} className="qp-survey__title" dir="auto">
        <span className="qp-info__icon" aria-hidden="true">
          <Icon name="survey" />
        </span>
        {title}
      </h2>
      {open ? (
        <div ref={area} className="qp-survey__body" tabIndex={-1}>
          <AppErrorBoundary
            key={attempt}
            fallback={<BlockError message={t('survey.loadFailed')} retry={retry} />}
          >
            <Suspense fallback={<BlockLoading label={t('survey.loading')} />}>
              <Survey slug={block.surveySlug} />
            </Suspense>
          </AppErrorBoundary>
        </div>
      ) : (
        <>
          <p className="qp-info__text">{t('survey.text')}</p>
          <button
            type="button"
            className="qp-button"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              used(block.id);
              setOpen(true);
            }}
          >
            <span className="qp-button__icon">
              <Icon name="survey" />
            </span>
            <span className="qp-button__label">{t('survey.open')}</span>
          </button>
        </>
      )}
    </section>
  );
}
