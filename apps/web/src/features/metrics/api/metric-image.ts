import { IMAGE_FILE_FIELD, type TMetric, ZMetric } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkImageFile, uploadFile } from '@/lib/upload';
import { storeMetric } from './metric-cache';

export interface UploadMetricImageInput {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /metric/{slug}/image: the picture is sent with the call (it also lands in the media library). */
export function uploadMetricImage(slug: string, { file, onProgress, signal }: UploadMetricImageInput) {
  try {
    checkImageFile(file);
  } catch (error) {
    return Promise.reject(error);
  }
  const form = new FormData();
  // Text fields first: the server reads the parts in order.
  form.append('originalName', file.name);
  form.append(IMAGE_FILE_FIELD, file, file.name);
  return uploadFile<TMetric>(`/metric/${encodeURIComponent(slug)}/image`, form, {
    onProgress,
    signal,
    schema: ZMetric,
  });
}

/** DELETE /metric/{slug}/image: no picture (the image stays in the media library). */
export function removeMetricImage(slug: string): Promise<TMetric> {
  return api.delete(`/metric/${encodeURIComponent(slug)}/image`, { schema: ZMetric });
}

export function useUploadMetricImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadMetricImageInput) => uploadMetricImage(slug, input),
    onSuccess: (metric) => storeMetric(queryClient, metric),
  });
}

export function useRemoveMetricImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeMetricImage(slug),
    onSuccess: (metric) => storeMetric(queryClient, metric),
  });
}
