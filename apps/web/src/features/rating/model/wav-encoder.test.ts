import { describe, expect, it } from 'vitest';
import { decodedToWav, downsample, encodeWav, mixToMono, WAV_SAMPLE_RATE } from './wav-encoder';

const text = (view: DataView, at: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(at + i)));

describe('WAV encoder', () => {
  it('writes a RIFF/WAVE header of mono 16-bit PCM at the given rate', () => {
    const view = new DataView(encodeWav(new Float32Array(16_000), 16_000));
    expect(text(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 32_000);
    expect(text(view, 8, 4)).toBe('WAVE');
    expect(text(view, 12, 4)).toBe('fmt ');
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(32_000);
    expect(view.byteLength).toBe(44 + 32_000);
  });

  it('stores each sample as a 16-bit integer, clipping what is out of range', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 8000));
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });

  it('mixes channels to one and averages down to a lower rate', () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0]), Float32Array.from([0, 1])]))).toEqual([0.5, 0.5]);
    const halved = downsample(Float32Array.from([0, 1, 1, 1, 0.5, 0.5]), 48_000, 16_000);
    expect(Array.from(halved).map((v) => Math.round(v * 100) / 100)).toEqual([0.67, 0.67]);
    const same = Float32Array.from([0.1, 0.2]);
    expect(downsample(same, 16_000, 16_000)).toBe(same);
  });

  it('turns a 48 kHz stereo recording into 16 kHz mono with its duration, cut at the limit', async () => {
    const seconds = 3;
    const left = new Float32Array(48_000 * seconds).fill(0.25);
    const decoded = { sampleRate: 48_000, numberOfChannels: 2, getChannelData: () => left };
    const whole = decodedToWav(decoded, 120);
    expect(whole.durationMs).toBe(3000);
    expect(whole.wav.type).toBe('audio/wav');
    expect(whole.wav.size).toBe(44 + WAV_SAMPLE_RATE * seconds * 2);
    const view = new DataView(await whole.wav.arrayBuffer());
    expect(view.getUint32(24, true)).toBe(WAV_SAMPLE_RATE);

    const cut = decodedToWav(decoded, 2);
    expect(cut.durationMs).toBe(2000);
    expect(cut.wav.size).toBe(44 + WAV_SAMPLE_RATE * 2 * 2);
  });
});
