import { ApiError, api } from './api-client';
import { VERSION_STAMP } from './app-version';
import {
  type ErrorContext,
  type ErrorLogPayload,
  errorLogPayload,
  handlerFailurePayload,
  type PageContext,
} from './error-log-payload';

export { componentFromStack, type ErrorContext, type ErrorLogPayload } from './error-log-payload';

export const LOG_PATH = '/app/log';
/** Errors of the guest pages (a QR code's menu) are reported as the public pages' own. */
export const GUEST_LOG_PATH = '/online-menu/log';

export function logPathFor(pathname: string): string {
  return pathname.startsWith('/user/online-menu/') ? GUEST_LOG_PATH : LOG_PATH;
}

function currentPage(): PageContext {
  return { url: window.location.href, userAgent: navigator.userAgent, version: VERSION_STAMP };
}

/** The log of an error on the current page (SPEC point 3), with the server answer it carried. */
export function buildErrorPayload(error: unknown, context: ErrorContext = {}): ErrorLogPayload {
  const response = error instanceof ApiError ? error.response : undefined;
  return errorLogPayload(error, context, currentPage(), response);
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
  const path = logPathFor(window.location.pathname);
  try {
    await api.post(path, buildErrorPayload(error, context), { quiet: true });
  } catch (handlerError) {
    await api.post(path, handlerFailurePayload(handlerError, currentPage()), { quiet: true });
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
