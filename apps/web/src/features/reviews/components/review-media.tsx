import type { TReview } from '@guestloop/contracts';
import { useState } from 'react';
import { Dialog } from '@/components/ui';
import { useReviewWords } from './review-words';

/** The guest's recorded comment, played in the browser's own player. */
export function ReviewAudio({ audio }: { audio: NonNullable<TReview['audio']> }) {
  const { t, duration } = useReviewWords();
  const length = duration(audio.durationMs);
  return (
    <section className="gl-review-section" aria-labelledby="review-audio-title">
      <h3 id="review-audio-title">
        <span className="pi pi-volume-up" aria-hidden="true" /> {t('detail.audio')}
        {audio.durationMs > 0 ? <span className="gl-review-muted"> · {length}</span> : null}
      </h3>
      {/* biome-ignore lint/a11y/useMediaCaption: a guest's spoken comment has no captions to offer */}
      <audio
        className="gl-review-audio"
        controls
        preload="metadata"
        src={audio.src}
        aria-label={audio.durationMs > 0 ? t('detail.audioLabelLength', { length }) : t('detail.audioLabel')}
      />
    </section>
  );
}

/** The guest's photo: a thumbnail that opens the picture large. */
export function ReviewPhoto({ image }: { image: NonNullable<TReview['image']> }) {
  const { t } = useReviewWords();
  const [open, setOpen] = useState(false);
  const ratio = image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : undefined;
  return (
    <section className="gl-review-section" aria-labelledby="review-photo-title">
      <h3 id="review-photo-title">
        <span className="pi pi-image" aria-hidden="true" /> {t('detail.photo')}
      </h3>
      <button
        type="button"
        className="gl-review-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('detail.openPhoto')}
        aria-haspopup="dialog"
      >
        <img src={image.src} alt={t('detail.photoAlt')} style={{ aspectRatio: ratio }} loading="lazy" />
        <span className="gl-review-thumb__zoom pi pi-search-plus" aria-hidden="true" />
      </button>
      <Dialog
        visible={open}
        onHide={() => setOpen(false)}
        header={t('detail.photoTitle')}
        className="gl-review-photo-dialog"
        dismissableMask
        blockScroll
      >
        <img className="gl-review-photo-large" src={image.src} alt={t('detail.photoAlt')} />
      </Dialog>
    </section>
  );
}
