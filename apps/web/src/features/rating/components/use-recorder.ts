import { RATING_AUDIO_MAX_SECONDS } from '@guestloop/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { audioContextClass, recordingToWav } from '../model/wav-encoder';

export interface RecordedAudio {
  wav: Blob;
  url: string;
  durationMs: number;
}

/**
 * unsupported: the browser cannot record (no MediaRecorder, no microphone, not a secure page);
 * denied: the guest or the browser refused the microphone; failed: recording or decoding broke.
 */
export type RecorderState =
  | { status: 'idle' | 'unsupported' | 'denied' | 'failed' }
  | { status: 'recording'; elapsedMs: number }
  | { status: 'processing' }
  | { status: 'ready'; audio: RecordedAudio; cutAtLimit: boolean };

export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined' &&
    audioContextClass() !== undefined
  );
}

function refusal(error: unknown): RecorderState['status'] {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return 'unsupported';
  }
  return 'failed';
}

const TICK_MS = 200;

/**
 * Records a spoken comment in the browser: the microphone through MediaRecorder, a timer while
 * recording, a stop at RATING_AUDIO_MAX_SECONDS, then the recording as WAV to play back, record
 * again or delete. Without a microphone or permission the state says so and nothing else breaks.
 */
export function useRecorder(maxSeconds = RATING_AUDIO_MAX_SECONDS) {
  const [state, setState] = useState<RecorderState>(() =>
    canRecord() ? { status: 'idle' } : { status: 'unsupported' },
  );
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const url = useRef<string | null>(null);
  const hitLimit = useRef(false);
  const alive = useRef(true);

  const stopTracks = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const forgetUrl = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stopTracks();
      forgetUrl();
    };
  }, [stopTracks, forgetUrl]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!canRecord()) {
      setState({ status: 'unsupported' });
      return;
    }
    forgetUrl();
    hitLimit.current = false;
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ status: refusal(error) } as RecorderState);
      return;
    }
    if (!alive.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media);
    recorder.current = rec;
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = async () => {
      stopTracks();
      if (!alive.current) return;
      setState({ status: 'processing' });
      try {
        const { wav, durationMs } = await recordingToWav(
          new Blob(chunks, { type: rec.mimeType || chunks[0]?.type || 'audio/webm' }),
          maxSeconds,
        );
        if (!alive.current) return;
        url.current = URL.createObjectURL(wav);
        setState({
          status: 'ready',
          audio: { wav, url: url.current, durationMs },
          cutAtLimit: hitLimit.current,
        });
      } catch {
        if (alive.current) setState({ status: 'failed' });
      }
    };
    const startedAt = Date.now();
    rec.start(1000);
    setState({ status: 'recording', elapsedMs: 0 });
    timer.current = setInterval(() => {
      const elapsedMs = Date.now() - startedAt;
      if (elapsedMs >= maxSeconds * 1000) {
        hitLimit.current = true;
        stop();
        return;
      }
      setState((current) => (current.status === 'recording' ? { status: 'recording', elapsedMs } : current));
    }, TICK_MS);
  }, [forgetUrl, maxSeconds, stop, stopTracks]);

  const discard = useCallback(() => {
    forgetUrl();
    setState(canRecord() ? { status: 'idle' } : { status: 'unsupported' });
  }, [forgetUrl]);

  return { state, start, stop, discard };
}

/** m:ss of a duration. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
