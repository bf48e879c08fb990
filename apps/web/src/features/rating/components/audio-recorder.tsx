import { RATING_AUDIO_MAX_SECONDS } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clock, type RecordedAudio, useRecorder } from './use-recorder';

export interface AudioRecorderProps {
  /** The recording to send, or null (none yet, recording again, deleted). */
  onChange: (audio: RecordedAudio | null) => void;
  disabled?: boolean;
}

function Player({ audio }: { audio: RecordedAudio }) {
  const { t } = useTranslation('rating');
  const element = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (player.paused) void player.play().catch(() => setPlaying(false));
    else player.pause();
  };
  return (
    <div className="rt-player">
      {/* biome-ignore lint/a11y/useMediaCaption: the guest's own spoken comment, played back to them */}
      <audio
        ref={element}
        src={audio.url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime * 1000)}
      />
      <button
        type="button"
        className="rt-round rt-round--primary"
        onClick={toggle}
        aria-label={playing ? t('audio.pause') : t('audio.play')}
      >
        <i className={playing ? 'pi pi-pause' : 'pi pi-play'} aria-hidden="true" />
      </button>
      <div className="rt-player__body">
        <span className="rt-player__title">{t('audio.ready', { duration: clock(audio.durationMs) })}</span>
        <span className="rt-meter" aria-hidden="true">
          <span
            style={{ inlineSize: `${Math.min(100, (position / Math.max(1, audio.durationMs)) * 100)}%` }}
          />
        </span>
      </div>
    </div>
  );
}

/** Record a spoken comment: a visible timer, stop, play back, record again or delete. */
export function AudioRecorder({ onChange, disabled }: AudioRecorderProps) {
  const { t } = useTranslation('rating');
  const { state, start, stop, discard } = useRecorder();
  const limit = clock(RATING_AUDIO_MAX_SECONDS * 1000);
  const ready = state.status === 'ready' ? state.audio : null;
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => report.current(ready), [ready]);

  if (state.status === 'unsupported' || state.status === 'denied') {
    return (
      <p className="rt-note" role="status">
        <i className="pi pi-microphone" aria-hidden="true" />
        <span>{state.status === 'denied' ? t('audio.denied') : t('audio.noMicrophone')}</span>
      </p>
    );
  }
  if (state.status === 'recording') {
    return (
      <div className="rt-recorder rt-recorder--live">
        <span className="rt-recorder__dot" aria-hidden="true" />
        <div className="rt-recorder__body">
          <span className="rt-recorder__label">{t('audio.recording')}</span>
          <span className="rt-recorder__timer" role="timer" aria-live="off">
            {t('audio.timer', { elapsed: clock(state.elapsedMs), limit })}
          </span>
          <span className="rt-meter" aria-hidden="true">
            <span style={{ inlineSize: `${(state.elapsedMs / (RATING_AUDIO_MAX_SECONDS * 1000)) * 100}%` }} />
          </span>
        </div>
        <button type="button" className="gr-button gr-button--secondary rt-stop" onClick={stop}>
          <i className="pi pi-stop-circle" aria-hidden="true" />
          {t('audio.stop')}
        </button>
      </div>
    );
  }
  if (state.status === 'processing') {
    return (
      <p className="rt-note" role="status">
        <span className="gl-loader__spinner rt-note__spinner" aria-hidden="true" />
        <span>{t('audio.preparing')}</span>
      </p>
    );
  }
  if (state.status === 'ready') {
    return (
      <div className="rt-recorder">
        <Player audio={state.audio} />
        {state.cutAtLimit ? <p className="rt-hint">{t('audio.limitReached', { limit })}</p> : null}
        <div className="rt-actions">
          <button
            type="button"
            className="gr-button gr-button--quiet"
            onClick={() => void start()}
            disabled={disabled}
          >
            <i className="pi pi-refresh" aria-hidden="true" />
            {t('audio.rerecord')}
          </button>
          <button
            type="button"
            className="gr-button gr-button--quiet gr-button--danger"
            onClick={discard}
            disabled={disabled}
          >
            <i className="pi pi-trash" aria-hidden="true" />
            {t('audio.delete')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="rt-recorder">
      {state.status === 'failed' ? (
        <p className="rt-note rt-note--warn" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>{t('audio.failed')}</span>
        </p>
      ) : null}
      <button
        type="button"
        className="gr-button gr-button--secondary gr-button--wide rt-record"
        onClick={() => void start()}
        disabled={disabled}
      >
        <i className="pi pi-microphone" aria-hidden="true" />
        {t('audio.record')}
      </button>
    </div>
  );
}
