/**
 * A recorded comment leaves the browser as a small WAV: mono, 16-bit PCM, 16 kHz (speech needs no
 * more; two minutes weigh under 4 MB), which the API reads by its header and every player plays.
 */

export const WAV_SAMPLE_RATE = 16_000;
const HEADER_BYTES = 44;

/** The average of the channels, sample by sample. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const out = new Float32Array(first.length);
  for (const channel of channels) {
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  }
  return out;
}

/**
 * Resamples to a lower rate by averaging the source samples each output sample covers (a box
 * filter: enough against aliasing for speech). A rate at or below the target is kept as it is.
 */
export function downsample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate <= toRate) return samples;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.min(samples.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j] ?? 0;
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

function writeText(view: DataView, offset: number, text: string) {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}

/** A RIFF/WAVE file of mono 16-bit PCM samples (floats from -1 to 1, clipped). */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  writeText(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeText(view, 8, 'WAVE');
  writeText(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  writeText(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(HEADER_BYTES + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return buffer;
}

export interface WavRecording {
  wav: Blob;
  durationMs: number;
}

/** The decoded channels and rate of a recording, as AudioContext.decodeAudioData gives them. */
export interface DecodedAudio {
  sampleRate: number;
  numberOfChannels: number;
  getChannelData(channel: number): Float32Array;
}

/** A decoded recording as a WAV of at most `maxSeconds` (a longer one is cut). */
export function decodedToWav(audio: DecodedAudio, maxSeconds: number): WavRecording {
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  const mono = downsample(mixToMono(channels), audio.sampleRate, WAV_SAMPLE_RATE);
  const rate = Math.min(audio.sampleRate, WAV_SAMPLE_RATE);
  const kept = mono.subarray(0, Math.min(mono.length, Math.floor(maxSeconds * rate)));
  return {
    wav: new Blob([encodeWav(kept, rate)], { type: 'audio/wav' }),
    durationMs: Math.round((kept.length / rate) * 1000),
  };
}

type AudioContextClass = typeof AudioContext;

export function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/** What MediaRecorder gave (WebM/Opus, MP4/AAC…) decoded by the browser and written as WAV. */
export async function recordingToWav(recording: Blob, maxSeconds: number): Promise<WavRecording> {
  const Context = audioContextClass();
  if (!Context) throw new Error('This browser cannot decode audio');
  const context = new Context();
  try {
    const decoded = await context.decodeAudioData(await recording.arrayBuffer());
    return decodedToWav(decoded, maxSeconds);
  } finally {
    void context.close();
  }
}
