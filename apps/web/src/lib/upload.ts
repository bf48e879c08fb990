import {
  IMAGE_FILE_FIELD,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type TImageBucket,
  type TUploadedImage,
  ZApiError,
  ZUploadedImage,
} from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, buildUrl } from './api-client';
import { getCurrentLanguage } from './current-language';
import { useErrorMessage } from './errors';
import { i18n } from './i18n';

export interface UploadOptions<T> {
  /** Upload progress as a fraction from 0 to 1 (1 once the whole body is sent). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Parses the answer; a mismatch is an ApiError (status of the answer, code INTERNAL_ERROR). */
  schema?: z.ZodType<T>;
  /** More request headers (e.g. a rating's attach token). */
  headers?: Record<string, string>;
}

/** The code of an answer without an error body (the same fallbacks as the API client). */
function fallbackCode(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
}

function readBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function readHeaders(xhr: XMLHttpRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

/**
 * POSTs a multipart body to `/api/v1<path>` with XMLHttpRequest, the only browser API that
 * reports upload progress. Same contract as the API client: `Language` header, the session
 * cookie (same-origin), and an `ApiError` with the numeric status and the wire code on failure.
 */
export function uploadFile<T = unknown>(
  path: string,
  formData: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  const { onProgress, signal, schema } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const url = buildUrl(path);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // Same-origin requests carry the session cookie; `withCredentials` only matters cross-origin.
    xhr.withCredentials = false;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Language', getCurrentLanguage());
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onabort = () => {
      done();
      reject(signal ? abortError(signal) : new DOMException('The upload was aborted', 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK', 'Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      done();
      const data = readBody(xhr);
      const response = { url, data, status: xhr.status, headers: readHeaders(xhr) };
      if (xhr.status < 200 || xhr.status >= 300) {
        const wire = ZApiError.safeParse(data);
        reject(
          new ApiError(
            xhr.status,
            wire.success ? wire.data.code : fallbackCode(xhr.status),
            wire.success ? wire.data.message : `POST ${path} failed with ${xhr.status}`,
            wire.success ? wire.data.details : undefined,
            response,
          ),
        );
        return;
      }
      onProgress?.(1);
      if (!schema) {
        resolve(data as T);
        return;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiError(
            xhr.status,
            'INTERNAL_ERROR',
            `Unexpected answer from POST ${path}`,
            parsed.error.issues,
            response,
          ),
        );
    };
    xhr.send(formData);
  });
}

/** Largest image, in whole megabytes, for messages. */
export const IMAGE_MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));
/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif|svg)$/i;

/**
 * Checks a file before sending it: at most IMAGE_MAX_BYTES and of an accepted type (by its
 * declared type, or by name when the browser declares none; the server still checks the content).
 * Throws the ApiError the server would answer, with a translated message.
 */
export function checkImageFile(file: File): void {
  const typeOk = file.type
    ? (IMAGE_TYPES as readonly string[]).includes(file.type)
    : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) {
    throw new ApiError(400, 'UNSUPPORTED_MEDIA_TYPE', i18n.t('common:upload.wrongType'));
  }
  if (file.size > IMAGE_MAX_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', i18n.t('common:upload.tooLarge', { size: IMAGE_MAX_MB }));
  }
}

export interface UploadImageOptions {
  /** Folder of the image (POST /image/upload only; default `images`). */
  bucket?: TImageBucket;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** POST /public-image/upload (bucket `public`, open to every staff member). */
  publicImage?: boolean;
}

/** Uploads one image to the company's media library (SPEC point 7 "Files"). */
export function uploadImage(file: File, options: UploadImageOptions = {}): Promise<TUploadedImage> {
  try {
    checkImageFile(file);
  } catch (error) {
    return Promise.reject(error);
  }
  const form = new FormData();
  // Text fields first: the server reads the parts in order.
  form.append('originalName', file.name);
  if (options.bucket && !options.publicImage) form.append('bucket', options.bucket);
  form.append(IMAGE_FILE_FIELD, file, file.name);
  return uploadFile(options.publicImage ? '/public-image/upload' : '/image/upload', form, {
    onProgress: options.onProgress,
    signal: options.signal,
    schema: ZUploadedImage,
  });
}

/**
 * The text of a failed image upload: too large and wrong type get their own words (with the
 * limit), everything else the usual error text by wire code.
 */
export function useUploadErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.code === 'PAYLOAD_TOO_LARGE') return t('upload.tooLarge', { size: IMAGE_MAX_MB });
        if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return t('upload.wrongType');
      }
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}
