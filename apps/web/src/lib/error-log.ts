import { ERROR_LOG_MAX_BYTES, type TErrorLogPayload } from '@guestloop/contracts';
import { ApiError, type ApiErrorResponse, api } from './api-client';

/** The error log payload of SPEC point 3, sent to POST /app/log. */
export interface ErrorLogPayload extends TErrorLogPayload {
  error: { message: string };
  response?: ApiErrorResponse;
  url: string;
  userAgent: string;
}

export interface ErrorContext {
  component?: { filename?: string; name?: string };
  /** React's component stack, the route, or where a global error came from. */
  info?: string;
}

export const LOG_PATH = '/app/log';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** `at Name (https://host/assets/file.js:1:2)` → the first component named in a React stack. */
export function componentFromStack(componentStack?: string | null): ErrorContext['component'] {
  const line = componentStack?.split('\n').find((l) => l.trim().startsWith('at '));
  const match = line?.trim().match(/^at (\S+)(?: \((.*?)(?::\d+:\d+)?\))?$/);
  if (!match) return undefined;
  return { name: match[1], filename: match[2] };
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function buildErrorPayload(error: unknown, context: ErrorContext = {}): ErrorLogPayload {
  // Cut to the limits of ZErrorLogPayload: a log the server refuses is a log lost.
  const payload: ErrorLogPayload = {
    error: { message: cut(messageOf(error), 4000) },
    url: cut(window.location.href, 2000),
    userAgent: cut(navigator.userAgent, 1000),
  };
  if (error instanceof ApiError && error.response) payload.response = error.response;
  if (error instanceof Error && error.stack) payload.stack = cut(error.stack, 20_000);
  if (context.component) {
    const { filename, name } = context.component;
    payload.component = { filename: filename && cut(filename, 500), name: name && cut(name, 200) };
  }
  if (context.info) payload.info = cut(context.info, 2000);
  if (payload.response && JSON.stringify(payload).length > ERROR_LOG_MAX_BYTES / 2) {
    payload.response = { ...payload.response, data: '[too large]' };
  }
  return payload;
}

const logged = new WeakSet<object>();

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends the error to the server quietly (never throws, never shows anything). An error object
 * is logged once even when both a boundary and a global handler see it. If building or sending
 * the log fails, a short 'Error in error handler' log is sent instead.
 */
export async function logError(error: unknown, context: ErrorContext = {}): Promise<void> {
  if (isAbort(error)) return;
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  try {
    await api.post(LOG_PATH, buildErrorPayload(error, context), { quiet: true });
  } catch (handlerError) {
    await api.post(
      LOG_PATH,
      {
        message: 'Error in error handler',
        stack: handlerError instanceof Error ? handlerError.stack : undefined,
        url: window.location.href,
        userAgent: navigator.userAgent,
      },
      { quiet: true },
    );
  }
}

let installed: (() => void) | undefined;

/** Logs every error nothing else caught (SPEC point 8); returns the uninstall function. */
export function installGlobalErrorHandlers(): () => void {
  if (installed) return installed;
  const onError = (event: ErrorEvent) => {
    void logError(event.error ?? event.message, {
      component: event.filename ? { filename: event.filename } : undefined,
      info: `window.onerror ${event.lineno}:${event.colno}`,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void logError(event.reason, { info: 'unhandledrejection' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  installed = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    installed = undefined;
  };
  return installed;
}
