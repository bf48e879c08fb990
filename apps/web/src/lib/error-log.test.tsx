import { ZErrorLogPayload } from '@guestloop/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError } from './api-client';
import { VERSION_STAMP } from './app-version';
import { AppErrorBoundary } from './error-boundary';
import {
  buildErrorPayload,
  componentFromStack,
  installGlobalErrorHandlers,
  logError,
  logPathFor,
} from './error-log';
import './i18n';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function logs(calls: { url: string; body: unknown }[]) {
  return calls.filter((c) => c.url === '/api/v1/app/log').map((c) => c.body as Record<string, unknown>);
}

describe('error log payload', () => {
  it('carries the message, stack, page and browser', () => {
    const payload = buildErrorPayload(new TypeError('x is undefined'), { info: 'click handler' });
    expect(payload).toMatchObject({
      error: { message: 'x is undefined' },
      info: 'click handler',
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    expect(payload.stack).toContain('TypeError');
    expect(payload).not.toHaveProperty('response');
  });

  it('adds the server response when the error carries one', () => {
    const error = new ApiError(500, 'INTERNAL_ERROR', 'boom', undefined, {
      url: '/api/v1/tree',
      data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' },
      status: 500,
      headers: { 'x-request-id': 'req-1' },
    });
    expect(buildErrorPayload(error).response).toEqual({
      url: '/api/v1/tree',
      data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' },
      status: 500,
      headers: { 'x-request-id': 'req-1' },
    });
  });

  it('names the component from a React component stack', () => {
    expect(
      componentFromStack('\n    at MenuItem (http://localhost/src/menu/MenuItem.tsx:12:3)\n    at div'),
    ).toEqual({
      name: 'MenuItem',
      filename: 'http://localhost/src/menu/MenuItem.tsx',
    });
    expect(componentFromStack(undefined)).toBeUndefined();
  });
});

describe('logging', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('posts to /app/log quietly, once per error', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/app/log': { status: 500, body: {} } });
    const error = new Error('once');
    await expect(logError(error)).resolves.toBeUndefined();
    await logError(error);
    expect(logs(calls)).toHaveLength(1);
    expect(logs(calls)[0]).toMatchObject({ error: { message: 'once' } });
  });

  it('logs unhandled errors and rejections from anywhere', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/app/log': { body: { ok: true } } });
    uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('global'), message: 'global' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('rejected') });
    window.dispatchEvent(rejection);
    await settle();
    expect(logs(calls).map((b) => (b.error as { message: string }).message)).toEqual(['global', 'rejected']);
    expect(logs(calls)[1]).toMatchObject({ info: 'unhandledrejection' });
  });

  it("sends 'Error in error handler' in the shape the log route takes when the handler itself fails", async () => {
    const { calls } = mockFetch({ 'POST /api/v1/app/log': { body: { ok: true } } });
    const hostile = {
      get message(): string {
        throw new Error('cannot read');
      },
    };
    Object.setPrototypeOf(hostile, Error.prototype);
    await logError(hostile);
    const [sent] = logs(calls);
    expect(sent).toMatchObject({
      error: { message: 'Error in error handler' },
      url: window.location.href,
      userAgent: navigator.userAgent,
      version: VERSION_STAMP,
    });
    expect(sent?.stack).toContain('cannot read');
    // What the server validates POST /app/log with: nothing missing, nothing dropped.
    expect(ZErrorLogPayload.parse(sent)).toEqual(sent);
  });

  it("reports a guest page's errors to the public pages' log, the console's to the app log", async () => {
    expect(logPathFor('/user/online-menu/linden-cafe/cart')).toBe('/online-menu/log');
    expect(logPathFor('/user/app/menus')).toBe('/app/log');
    const { calls } = mockFetch({ 'POST /api/v1/online-menu/log': { status: 204 } });
    window.history.pushState({}, '', '/user/online-menu/linden-cafe');
    try {
      await logError(new Error('guest page'));
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/online-menu/log']);
  });

  it('sends every log with the version of the build', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/app/log': { body: { ok: true } } });
    await logError(new Error('versioned'));
    expect(logs(calls)[0]).toMatchObject({ error: { message: 'versioned' }, version: VERSION_STAMP });
    expect(ZErrorLogPayload.parse(logs(calls)[0])).toEqual(logs(calls)[0]);
  });
});

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  it('shows a friendly fallback with reload, not the error, and logs it with the component', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/app/log': { body: { ok: true } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const { ErrorFallback } = await import('@/components/ui');
    render(
      <AppErrorBoundary fallback={<ErrorFallback onReload={reload} />}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/render failed/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
    await settle();
    const [sent] = logs(calls);
    expect(sent).toMatchObject({ error: { message: 'render failed' }, component: { name: 'Broken' } });
    expect(sent?.info).toContain('Broken');
    vi.restoreAllMocks();
  });
});
