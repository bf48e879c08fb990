import { useCallback, useEffect, useState } from 'react';

const SOUND_KEY = 'guestloop.board.sound';

type AudioContextClass = typeof AudioContext;
let shared: AudioContext | null = null;

/** One audio context for the page; null where the browser has no Web Audio. */
function audioContext(): AudioContext | null {
  if (shared) return shared;
  const Ctor: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  shared = new Ctor();
  return shared;
}

/** A short two-note chime made on the spot (no audio file to download). */
export function playChime(context: AudioContext): void {
  const start = context.currentTime;
  [880, 1318.5].forEach((frequency, i) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + i * 0.16;
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.5);
  });
}

function storedPreference(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export interface BoardSound {
  enabled: boolean;
  /** Sound is on but the browser holds it back until the page is tapped once. */
  blocked: boolean;
  toggle(): void;
  /** Call from a tap or click: lets the browser play sound from now on. */
  unlock(): void;
  chime(): void;
}

/** The board's alert sound, on unless turned off (remembered on this device). */
export function useBoardSound(): BoardSound {
  const [enabled, setEnabled] = useState(storedPreference);
  const [running, setRunning] = useState(() => audioContext()?.state === 'running');

  useEffect(() => {
    const context = audioContext();
    if (!context) return;
    const update = () => setRunning(context.state === 'running');
    context.addEventListener('statechange', update);
    update();
    return () => context.removeEventListener('statechange', update);
  }, []);

  const unlock = useCallback(() => {
    const context = audioContext();
    if (context && context.state !== 'running') void context.resume().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    setEnabled((was) => {
      const next = !was;
      try {
        localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
      } catch {
        // private mode: the choice lasts for this visit
      }
      return next;
    });
    unlock();
  }, [unlock]);

  const chime = useCallback(() => {
    const context = audioContext();
    if (enabled && context?.state === 'running') playChime(context);
  }, [enabled]);

  const supported = audioContext() !== null;
  return { enabled: enabled && supported, blocked: enabled && supported && !running, toggle, unlock, chime };
}
