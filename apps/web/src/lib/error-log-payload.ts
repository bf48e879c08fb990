import {
  ERROR_LOG_MAX_BYTES,
  ERROR_LOG_TEXT_MAX as LIMITS,
  type TErrorLogPayload,
} from '@guestloop/contracts';

/**
 * The error log payload of SPEC point 3 as POST /app/log takes it (ZErrorLogPayload). Plain
 * functions of their inputs, with no browser globals, so the API's tests post exactly what the
 * web app builds: a log the server refuses is a log lost.
 */
export type ErrorLogPayload = TErrorLogPayload;
export type ErrorLogResponse = NonNullable<TErrorLogPayload['response']>;

export interface ErrorContext {
  component?: { filename?: string; name?: string };
  /** React's component stack, the route, or where a global error came from. */
  info?: string;
}

/** Where the error happened: the page, the browser and the app's release. */
export interface PageContext {
  url: string;
  userAgent: string;
  version: string;
}

export const ERROR_IN_ERROR_HANDLER = 'Error in error handler';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function pageFields(page: PageContext) {
  return {
    url: cut(page.url, LIMITS.url),
    userAgent: cut(page.userAgent, LIMITS.userAgent),
    version: cut(page.version, LIMITS.version),
  };
}

/** `at Name (https://host/assets/file.js:1:2)` → the first component named in a React stack. */
export function componentFromStack(componentStack?: string | null): ErrorContext['component'] {
  const line = componentStack?.split('\n').find((l) => l.trim().startsWith('at '));
  const match = line?.trim().match(/^at (\S+)(?: \((.*?)(?::\d+:\d+)?\))?$/);
  if (!match) return undefined;
  return { name: match[1], filename: match[2] };
}

/** The log of one error; `response` is the server answer the error carried, if any. */
export function errorLogPayload(
  error: unknown,
  context: ErrorContext,
  page: PageContext,
  response?: ErrorLogResponse,
): ErrorLogPayload {
  const payload: ErrorLogPayload = {
    error: { message: cut(messageOf(error), LIMITS.message) },
    ...pageFields(page),
  };
  if (response) payload.response = { ...response, url: response.url && cut(response.url, LIMITS.url) };
  if (error instanceof Error && error.stack) payload.stack = cut(error.stack, LIMITS.stack);
  if (context.component) {
    const { filename, name } = context.component;
    payload.component = {
      filename: filename && cut(filename, LIMITS.filename),
      name: name && cut(name, LIMITS.name),
    };
  }
  if (context.info) payload.info = cut(context.info, LIMITS.info);
  if (payload.response && JSON.stringify(payload).length > ERROR_LOG_MAX_BYTES / 2) {
    payload.response = { ...payload.response, data: '[too large]' };
  }
  return payload;
}

/** The short log sent when building or sending an error's log failed (SPEC point 8). */
export function handlerFailurePayload(handlerError: unknown, page: PageContext): ErrorLogPayload {
  let stack: string | undefined;
  try {
    stack =
      handlerError instanceof Error && handlerError.stack ? cut(handlerError.stack, LIMITS.stack) : undefined;
  } catch {
    stack = undefined;
  }
  return { error: { message: ERROR_IN_ERROR_HANDLER }, stack, ...pageFields(page) };
}
