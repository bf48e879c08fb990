import { youtubeEmbedUrl, youtubeVideoId } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';

/**
 * A video: until the guest presses play, a poster of our own, so that opening the page asks
 * nothing of YouTube (no cookies, no tracking, no weight). Then the privacy-enhanced player.
 */
export function YoutubeBlockView({ block }: { block: PublicBlockOf<'youtube'> }) {
  const { t } = useTranslation('guest-qr');
  const { used } = useQrPage();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const videoId = youtubeVideoId(block.video);
  if (!videoId) return null;
  const title = block.title?.trim() || t('youtube.title');
  return (
    <div className="qp-video">
      {playing ? (
        <iframe
          ref={player}
          className="qp-video__frame"
          src={`${youtubeEmbedUrl(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="qp-video__poster"
          onClick={() => {
            setPlaying(true);
            used(block.id);
          }}
        >
          <span className="qp-video__play" aria-hidden="true">
            <Icon name="play" />
          </span>
          <span className="qp-video__title">
            <span className="gl-visually-hidden">{t('youtube.play')}:</span> {title}
          </span>
          <span className="qp-video__note">{t('youtube.note')}</span>
        </button>
      )}
    </div>
  );
}
