import { RATING_AUDIO_MAX_SECONDS, RATING_IMAGE_MAX_SIDE } from '@guestloop/contracts';
import { AppError } from '../../lib/errors';
import { openRaster, readable } from '../../lib/images';

/**
 * What a guest may attach to a rating, checked by content: a WAV recording (RIFF/WAVE, its length
 * read from the header) and a PNG photo (its size read from IHDR before anything decodes it, then
 * written again without metadata). Nothing here trusts a file name or a declared type.
 */

const notWav = (message = 'Send the recording as a WAV file') =>
  new AppError(400, 'UNSUPPORTED_MEDIA_TYPE', message);
const notPng = (message = 'Send the photo as a PNG image') =>
  new AppError(400, 'UNSUPPORTED_MEDIA_TYPE', message);

const ascii = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);

/** WAV formats a browser's recorder writes: PCM, IEEE float, and "extensible" around either. */
const WAV_FORMATS = new Set([1, 3, 0xfffe]);
/** A recording has a handful of chunks; a file with more is not one. */
const MAX_CHUNKS = 64;

export interface WavInfo {
  durationMs: number;
}

/**
 * Reads a WAV file's header: "RIFF"…"WAVE", a `fmt ` chunk of a PCM-like format, and a `data`
 * chunk, whose length (or the bytes actually there, for a header a streaming recorder left open)
 * gives the duration. 400 UNSUPPORTED_MEDIA_TYPE for anything else; 400 RECORDING_TOO_LONG over
 * RATING_AUDIO_MAX_SECONDS.
 */
export function readWav(bytes: Buffer): WavInfo {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') throw notWav();
  let byteRate = 0;
  let dataBytes: number | null = null;
  let offset = 12;
  for (let chunks = 0; chunks < MAX_CHUNKS && offset + 8 <= bytes.length; chunks++) {
    const id = ascii(bytes, offset);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw notWav('The recording has a broken header');
      const format = bytes.readUInt16LE(body);
      const channels = bytes.readUInt16LE(body + 2);
      const sampleRate = bytes.readUInt32LE(body + 4);
      byteRate = bytes.readUInt32LE(body + 8);
      if (!WAV_FORMATS.has(format)) throw notWav('The recording is compressed: send plain WAV');
      if (channels < 1 || channels > 8 || sampleRate < 1000 || sampleRate > 384_000 || byteRate < 1) {
        throw notWav('The recording has a broken header');
      }
    } else if (id === 'data') {
      dataBytes = Math.min(size, bytes.length - body);
      break;
    }
    offset = body + size + (size % 2);
  }
  if (byteRate === 0 || dataBytes === null) throw notWav('The recording has no sound in it');
  if (dataBytes === 0) throw notWav('The recording is empty');
  const durationMs = Math.round((dataBytes / byteRate) * 1000);
  if (durationMs > RATING_AUDIO_MAX_SECONDS * 1000) {
    throw new AppError(
      400,
      'RECORDING_TOO_LONG',
      `The recording is longer than ${RATING_AUDIO_MAX_SECONDS} seconds`,
      { maxSeconds: RATING_AUDIO_MAX_SECONDS },
    );
  }
  return { durationMs };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height in a PNG's IHDR chunk (the first chunk of every PNG). */
export function readPngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || ascii(bytes, 12) !== 'IHDR') {
    throw notPng();
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface StoredPng {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A guest's PNG photo, sized by its header first (413 over RATING_IMAGE_MAX_SIDE a side, so no
 * pixel bomb is ever decoded), then decoded and written again as PNG: what is kept has no
 * metadata (a phone's location) and is certainly an image, whatever else the file carried.
 */
export async function cleanPng(bytes: Buffer): Promise<StoredPng> {
  const { width, height } = readPngSize(bytes);
  if (width < 1 || height < 1) throw notPng('The photo has no pixels');
  if (width > RATING_IMAGE_MAX_SIDE || height > RATING_IMAGE_MAX_SIDE) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The photo is larger than ${RATING_IMAGE_MAX_SIDE} pixels a side`,
      { maxSide: RATING_IMAGE_MAX_SIDE },
    );
  }
  const { data, info } = await readable(() =>
    openRaster(bytes).png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true }),
  );
  return { bytes: data, width: info.width, height: info.height };
}
