import { type TMetricPublic, type TRateBody, type TRateResult, ZEmail } from '@guestloop/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fieldErrors, useErrorMessage } from '@/lib/errors';
import { useRate } from '../api/rate';
import { type AttachmentKind, uploadAttachment } from '../api/upload-attachment';
import type { UploadState } from './attachment-status';
import type { PickedPhoto } from './photo-picker';
import type { RecordedAudio } from './use-recorder';

export interface RatingDraft {
  score: number | null;
  /** Chosen answer variants by question id. */
  answers: Record<string, string[]>;
  comment: string;
  subLocationId: string;
  email: string;
  audio: RecordedAudio | null;
  photo: PickedPhoto | null;
}

export const EMPTY_DRAFT: RatingDraft = {
  score: null,
  answers: {},
  comment: '',
  subLocationId: '',
  email: '',
  audio: null,
  photo: null,
};

export type DraftProblems = {
  score?: true;
  questions?: string[];
  email?: 'required' | 'invalid' | string;
};

export function asksEmail(metric: TMetricPublic): boolean {
  return metric.content.verificationMethods.includes('email');
}

/** What keeps the draft from being sent, before asking the server. */
export function draftProblems(metric: TMetricPublic, draft: RatingDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.score === null) problems.score = true;
  const missing = metric.content.questions
    .filter((q) => q.data.options.required && q.answers.length > 0 && !draft.answers[q.id]?.length)
    .map((q) => q.id);
  if (missing.length > 0) problems.questions = missing;
  if (asksEmail(metric)) {
    if (!draft.email.trim()) problems.email = 'required';
    else if (!ZEmail.safeParse(draft.email.trim()).success) problems.email = 'invalid';
  }
  return problems;
}

/** POST /rate's body: the table only when the page knows it (a table gone since is left out). */
export function rateBody(
  metric: TMetricPublic,
  draft: RatingDraft,
  place: { group?: string; table?: string },
) {
  const body: TRateBody = {
    slug: metric.slug,
    score: draft.score ?? 0,
    comment: draft.comment.trim() || null,
    answers: Object.entries(draft.answers)
      .filter(([, ids]) => ids.length > 0)
      .map(([questionId, answerIds]) => ({ questionId, answerIds })),
  };
  if (metric.table && place.group && place.table) body.table = { group: place.group, table: place.table };
  else if (draft.subLocationId) body.subLocationId = draft.subLocationId;
  if (asksEmail(metric) && draft.email.trim()) body.verifyEmail = draft.email.trim();
  return body;
}

export interface SentRating {
  result: TRateResult;
  email: string;
  uploads: Partial<Record<AttachmentKind, UploadState>>;
  verified: boolean;
}

/**
 * Sends a rating, then its recording and photo one after the other with their progress. The
 * rating is kept whatever happens to an attachment: a failed one can be sent again or skipped.
 */
export function useRatingFlow(metric: TMetricPublic, place: { group?: string; table?: string }) {
  const errorMessage = useErrorMessage();
  const rate = useRate();
  const [sent, setSent] = useState<SentRating | null>(null);
  const [serverProblems, setServerProblems] = useState<DraftProblems>({});
  const files = useRef<Partial<Record<AttachmentKind, Blob>>>({});

  const setUpload = useCallback((kind: AttachmentKind, state: UploadState) => {
    setSent((current) =>
      current ? { ...current, uploads: { ...current.uploads, [kind]: state } } : current,
    );
  }, []);

  const upload = useCallback(
    async (result: TRateResult, kind: AttachmentKind) => {
      const file = files.current[kind];
      if (!file) return;
      setUpload(kind, { status: 'sending', progress: 0 });
      try {
        await uploadAttachment({
          ratingId: result.id,
          token: result.attachToken,
          kind,
          file,
          onProgress: (progress) => setUpload(kind, { status: 'sending', progress }),
        });
        setUpload(kind, { status: 'done' });
      } catch (error) {
        setUpload(kind, { status: 'failed', reason: errorMessage(error) });
      }
    },
    [errorMessage, setUpload],
  );

  const send = useCallback(
    async (draft: RatingDraft) => {
      setServerProblems({});
      let result: TRateResult;
      try {
        result = await rate.mutateAsync(rateBody(metric, draft, place));
      } catch (error) {
        const fields = fieldErrors(error);
        if (error instanceof ApiError && fields['body.verifyEmail']) setServerProblems({ email: 'invalid' });
        return;
      }
      files.current = {};
      if (draft.audio) files.current.audio = draft.audio.wav;
      if (draft.photo) files.current.photo = draft.photo.blob;
      const kinds = Object.keys(files.current) as AttachmentKind[];
      setSent({
        result,
        email: draft.email.trim(),
        verified: false,
        uploads: Object.fromEntries(kinds.map((kind) => [kind, { status: 'sending', progress: 0 }])),
      });
      for (const kind of kinds) await upload(result, kind);
    },
    [metric, place, rate, upload],
  );

  const retry = useCallback(
    (kind: AttachmentKind) => {
      if (sent) void upload(sent.result, kind);
    },
    [sent, upload],
  );
  const skip = useCallback((kind: AttachmentKind) => setUpload(kind, { status: 'skipped' }), [setUpload]);
  const markVerified = useCallback(() => setSent((current) => current && { ...current, verified: true }), []);

  return {
    send,
    sending: rate.isPending,
    /** A failure of POST /rate itself (not of a field the form shows). */
    sendError: rate.isError && !serverProblems.email ? errorMessage(rate.error) : null,
    serverProblems,
    sent,
    retry,
    skip,
    markVerified,
  };
}
