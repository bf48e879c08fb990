import { type TSurveyKind, type TSurveyResultsQuery, ZApiError } from '@guestloop/contracts';
import { ApiError, buildUrl, statusCode } from '@/lib/api-client';
import { getCurrentLanguage } from '@/lib/current-language';
import { fileNameOf, saveBlob } from '@/lib/download-file';
import { RESULTS_KINDS } from './kinds';

export type AnswersFormat = 'csv' | 'xlsx';

/**
 * GET {kind}/answers/{slug}/export.{csv|xlsx}: the filtered answers as a file, saved by the
 * browser under the server's name. A refusal raises the same ApiError as any other call.
 */
export async function exportAnswers(
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
  format: AnswersFormat,
): Promise<string> {
  const path = `${RESULTS_KINDS[kind].api}/answers/${encodeURIComponent(slug)}/export.${format}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, { ...query }), {
      headers: { Accept: '*/*', Language: getCurrentLanguage() },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) {
    const wire = ZApiError.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      response.status,
      wire.success ? wire.data.code : statusCode(response.status),
      wire.success ? wire.data.message : `GET ${path} failed with ${response.status}`,
      wire.success ? wire.data.details : undefined,
    );
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? `${slug}-answers.${format}`;
  saveBlob(await response.blob(), name);
  return name;
}
