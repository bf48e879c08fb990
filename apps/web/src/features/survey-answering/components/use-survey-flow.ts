import {
  type TAnswerIssue,
  type TQuizResult,
  type TSurveyPublic,
  validateSubmission,
} from '@guestloop/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { asGuest } from '../api/ensure-guest';
import { saveAnswer } from '../api/save-answer';
import { saveState } from '../api/save-state';
import type { SurveyAddress } from '../api/survey-kind';
import {
  answersToSend,
  askedQuestions,
  type Draft,
  type DraftValue,
  draftFromState,
  nextQuestionId,
  previousQuestionId,
  questionIssue,
  resumeAt,
} from '../model/flow';

export type Screen =
  | { name: 'welcome' }
  | { name: 'question'; id: string }
  /** Thanks, or a quiz's result (null: read it from the server, as after a reload). */
  | { name: 'done'; quiz: TQuizResult | null }
  | { name: 'expired' }
  | { name: 'closed' }
  | { name: 'timeUp' };

/** An issue shown under a question; `code` is an answer-issue code from the browser or the server. */
export type ShownIssue = Pick<TAnswerIssue, 'code' | 'params'> & { questionId: string };

function initialScreen(survey: TSurveyPublic): Screen {
  if (survey.finished) return { name: 'done', quiz: null };
  if (survey.expired) return { name: 'expired' };
  const at = survey.state ? resumeAt(survey.content, survey.state) : null;
  return at ? { name: 'question', id: at } : { name: 'welcome' };
}

const ANSWERS_PATH = /^body\.answers\.(.+)$/;

/** The refusals that end the form whatever the customer does next. */
const isClosing = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'SURVEY_CLOSED' || error.code === 'SURVEY_ALREADY_ANSWERED' || error.status === 404);

/**
 * The customer's way through a survey, e-NPS survey or quiz: welcome, one question at a time,
 * the final answer. Each Next saves the answers with the question reached (in the background,
 * one save at a time, the newest winning) so the same link resumes there; refusals the server
 * gives (closed, already answered, time up, an answer it will not take) change the screen.
 */
export function useSurveyFlow(survey: TSurveyPublic, address: SurveyAddress) {
  const form = survey.content;
  const errorMessage = useErrorMessage();
  const [screen, setScreen] = useState<Screen>(() => initialScreen(survey));
  const [draft, setDraft] = useState<Draft>(() =>
    survey.state ? draftFromState(form, survey.state.answers) : {},
  );
  const [issue, setIssue] = useState<ShownIssue | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  // A start the server dates after this device's now (clocks differ) counts from now.
  const [startedAt, setStartedAt] = useState<number | null>(() =>
    survey.state ? Math.min(Date.parse(survey.state.startedAt), Date.now()) : null,
  );
  const saving = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef<{ questionId: string; answers: Record<string, unknown> } | null>(null);
  const finishing = useRef(false);

  /** The server's refusals that change the screen; false when the error is not one of them. */
  const refused = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError)) return false;
      if (error.code === 'SURVEY_CLOSED' || error.status === 404) setScreen({ name: 'closed' });
      else if (error.code === 'SURVEY_ALREADY_ANSWERED') setScreen({ name: 'done', quiz: null });
      else if (error.code === 'QUIZ_TIME_UP') setScreen({ name: 'timeUp' });
      else if (error.code === 'VALIDATION_FAILED' && Array.isArray(error.details)) {
        const first = (error.details as { path?: unknown; code?: unknown }[])
          .map((d) => ({
            match: typeof d.path === 'string' ? ANSWERS_PATH.exec(d.path) : null,
            code: d.code,
          }))
          .find((d) => d.match && form.questions.some((q) => q.id === d.match?.[1]));
        if (!first?.match) return false;
        const questionId = first.match[1] as string;
        setScreen({ name: 'question', id: questionId });
        setIssue({
          questionId,
          code: typeof first.code === 'string' ? (first.code as never) : 'INVALID_TYPE',
        });
      } else return false;
      return true;
    },
    [form],
  );

  const queueSave = useCallback(
    (questionId: string, answers: Draft) => {
      pending.current = { questionId, answers: answersToSend(form, answers) };
      saving.current = saving.current.then(async () => {
        const job = pending.current;
        pending.current = null;
        if (!job || finishing.current) return;
        try {
          await asGuest(address, () => saveState(address, job.questionId, { answers: job.answers }));
          setSaveFailed(false);
        } catch (error) {
          if (!refused(error)) setSaveFailed(true);
        }
      });
    },
    [address, form, refused],
  );

  const finish = useCallback(
    async (answers: Draft, { timeUp = false } = {}) => {
      const sent = answersToSend(form, answers);
      if (!timeUp) {
        const check = validateSubmission(form, sent, { final: true });
        const first = check.issues[0];
        if (first) {
          setScreen({ name: 'question', id: first.questionId });
          setIssue(first);
          return;
        }
      }
      setSending(true);
      setSendError(null);
      finishing.current = true;
      pending.current = null;
      await saving.current;
      try {
        const saved = await asGuest(address, () => saveAnswer(address, { answers: sent }));
        setScreen({ name: 'done', quiz: saved.quiz });
      } catch (error) {
        finishing.current = false;
        // Out of time, answers the server will not take (a required question left) end the quiz too.
        if (timeUp && !isClosing(error)) setScreen({ name: 'timeUp' });
        else if (!refused(error)) setSendError(errorMessage(error));
      } finally {
        setSending(false);
      }
    },
    [address, errorMessage, form, refused],
  );

  const start = useCallback(() => {
    if (form.settings.policy.GDPRCompliance && !consent) {
      setConsentMissing(true);
      return;
    }
    const first = askedQuestions(form, draft)[0];
    if (!first) {
      void finish(draft);
      return;
    }
    setStartedAt((at) => at ?? Date.now());
    setScreen({ name: 'question', id: first.id });
    // Started is saved at once: the manager counts who began, and a quiz's clock starts now.
    queueSave(first.id, draft);
  }, [consent, draft, finish, form, queueSave]);

  const setAnswer = useCallback((questionId: string, value: DraftValue) => {
    setDraft((current) => ({ ...current, [questionId]: value }));
    setIssue((current) => (current?.questionId === questionId ? null : current));
    setSendError(null);
  }, []);

  const current = screen.name === 'question' ? screen.id : null;
  const question = useMemo(() => form.questions.find((q) => q.id === current) ?? null, [form, current]);
  const isLast = current !== null && nextQuestionId(form, draft, current) === null;

  const next = useCallback(() => {
    if (!question) return;
    const found = questionIssue(question, draft[question.id]);
    if (found) {
      setIssue({ questionId: question.id, ...found });
      return;
    }
    const to = nextQuestionId(form, draft, question.id);
    if (to === null) {
      void finish(draft);
      return;
    }
    setIssue(null);
    setScreen({ name: 'question', id: to });
    queueSave(to, draft);
  }, [draft, finish, form, queueSave, question]);

  const back = useCallback(() => {
    if (!question) return;
    const to = previousQuestionId(form, draft, question.id);
    setIssue(null);
    setSendError(null);
    setScreen(to ? { name: 'question', id: to } : { name: 'welcome' });
  }, [draft, form, question]);

  const timeLimit = form.quiz?.timeLimitMinutes ?? null;
  const deadline =
    survey.kind === 'quiz' && timeLimit && startedAt !== null ? startedAt + timeLimit * 60_000 : null;
  const timeUp = useCallback(() => {
    if (finishing.current) return;
    void finish(draft, { timeUp: true });
  }, [draft, finish]);

  return {
    screen,
    draft,
    question,
    isLast,
    issue: issue && issue.questionId === current ? issue : null,
    consent,
    consentMissing: consentMissing && !consent,
    setConsent,
    setAnswer,
    start,
    next,
    back,
    sending,
    sendError,
    saveFailed,
    deadline,
    timeUp,
  };
}

export type SurveyFlow = ReturnType<typeof useSurveyFlow>;
