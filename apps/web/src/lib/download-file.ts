import { ZApiError } from '@guestloop/contracts';
import { API_BASE, ApiError, statusCode } from './api-client';
import { getCurrentLanguage } from './current-language';

/** The file name a download's Content-Disposition gives (RFC 5987 `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a received file to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * POSTs `body` to an API path that answers a file (a report as CSV or XLSX) and downloads it.
 * A refusal raises the same ApiError as any other call, so the caller shows it by its code.
 */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: {
        Accept: '*/*',
        'Content-Type': 'application/json',
        Language: getCurrentLanguage(),
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) {
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    const wire = ZApiError.safeParse(data);
    throw new ApiError(
      response.status,
      wire.success ? wire.data.code : statusCode(response.status),
      wire.success ? wire.data.message : `POST ${path} failed with ${response.status}`,
      wire.success ? wire.data.details : undefined,
    );
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
