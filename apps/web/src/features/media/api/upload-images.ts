import type { TImageBucket, TUploadedImage } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGES_KEY } from '@/lib/images';
import { uploadImage, useUploadErrorMessage } from '@/lib/upload';

/** Files sent at the same time; the rest wait their turn. */
const PARALLEL = 3;

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';
  /** 0..1 */
  progress: number;
  error?: string;
  image?: TUploadedImage;
}

interface Job {
  key: string;
  file: File;
  bucket: TImageBucket;
  controller: AbortController;
}

let counter = 0;

/**
 * Several images uploaded through POST /image/upload, each with its own progress and error.
 * The library's lists are refreshed as each upload finishes.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const uploadError = useUploadErrorMessage();
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<Job[]>([]);
  const running = useRef(new Map<string, Job>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current.size < PARALLEL && waiting.current.length > 0) {
      const job = waiting.current.shift() as Job;
      running.current.set(job.key, job);
      patch(job.key, { status: 'uploading' });
      uploadImage(job.file, {
        bucket: job.bucket,
        signal: job.controller.signal,
        onProgress: (progress) => patch(job.key, { progress }),
      })
        .then((image) => {
          patch(job.key, { status: 'done', progress: 1, image });
          void queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
        })
        .catch((error: unknown) => {
          if (job.controller.signal.aborted) patch(job.key, { status: 'cancelled' });
          else patch(job.key, { status: 'error', error: uploadError(error) });
        })
        .finally(() => {
          running.current.delete(job.key);
          pump();
        });
    }
  }, [patch, queryClient, uploadError]);

  const add = useCallback(
    (files: Iterable<File>, bucket: TImageBucket) => {
      const jobs: Job[] = [...files].map((file) => ({
        key: `upload-${++counter}`,
        file,
        bucket,
        controller: new AbortController(),
      }));
      if (jobs.length === 0) return;
      setItems((list) => [
        ...jobs.map((job) => ({
          key: job.key,
          name: job.file.name,
          size: job.file.size,
          status: 'queued' as const,
          progress: 0,
        })),
        ...list,
      ]);
      waiting.current.push(...jobs);
      pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const queued = waiting.current.findIndex((job) => job.key === key);
      if (queued >= 0) {
        waiting.current.splice(queued, 1);
        patch(key, { status: 'cancelled' });
      }
      running.current.get(key)?.controller.abort();
    },
    [patch],
  );

  /** Forgets finished, failed and cancelled uploads (or one of them). */
  const dismiss = useCallback((key?: string) => {
    setItems((list) =>
      list.filter((item) =>
        key ? item.key !== key : item.status === 'queued' || item.status === 'uploading',
      ),
    );
  }, []);

  // Leaving the page stops what is still being sent.
  useEffect(
    () => () => {
      waiting.current = [];
      for (const job of running.current.values()) job.controller.abort();
    },
    [],
  );

  const active = items.filter((item) => item.status === 'queued' || item.status === 'uploading').length;
  return { items, active, add, cancel, dismiss };
}
