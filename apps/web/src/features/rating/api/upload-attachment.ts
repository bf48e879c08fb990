import { RATING_FILE_FIELD, RATING_TOKEN_HEADER, ZRatingAudio, ZRatingImage } from '@guestloop/contracts';
import { uploadFile } from '@/lib/upload';

export type AttachmentKind = 'audio' | 'photo';

export interface AttachmentUpload {
  ratingId: string;
  /** POST /rate's `attachToken`: proves the attachment belongs to the rating just sent. */
  token: string;
  kind: AttachmentKind;
  file: Blob;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a recorded comment (WAV) or a photo (PNG) of a rating with XMLHttpRequest, whose upload
 * progress the page shows; a failure is an ApiError and the same call may be made again.
 */
export function uploadAttachment({ ratingId, token, kind, file, onProgress, signal }: AttachmentUpload) {
  const form = new FormData();
  form.append(RATING_FILE_FIELD, file, kind === 'audio' ? 'comment.wav' : 'photo.png');
  const path = `/rate/${encodeURIComponent(ratingId)}/${kind === 'audio' ? 'upload-audio' : 'upload-image'}`;
  const headers = { [RATING_TOKEN_HEADER]: token };
  return kind === 'audio'
    ? uploadFile(path, form, { onProgress, signal, headers, schema: ZRatingAudio })
    : uploadFile(path, form, { onProgress, signal, headers, schema: ZRatingImage });
}
