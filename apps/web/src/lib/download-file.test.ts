import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError } from './api-client';
import { downloadFile, fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('reads the encoded name first, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''Caf%C3%A9%20sales.xlsx`)).toBe(
      'Café sales.xlsx',
    );
    expect(fileNameOf('attachment; filename="sales-2026-03.csv"')).toBe('sales-2026-03.csv');
    expect(fileNameOf('attachment; filename=sales.csv')).toBe('sales.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts the report's filters and saves the answer under the server's file name", async () => {
    const { calls } = mockFetch({
      'POST /api/v1/stat/export': {
        body: 'a,b',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="items.csv"' },
      },
    });
    const created = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('items.csv');
      expect(this.href).toBe('blob:report');
    });

    const name = await downloadFile('/stat/export', { report: 'items', format: 'csv' }, 'report.csv');
    expect(name).toBe('items.csv');
    expect(clicked).toHaveBeenCalledOnce();
    expect(calls[0]?.body).toEqual({ report: 'items', format: 'csv' });
    expect(calls[0]?.headers.language).toBeTruthy();
  });

  it('raises the refusal as the ApiError of its code', async () => {
    mockFetch({
      'POST /api/v1/stat/export': {
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'Missing permission' },
      },
    });
    const failure = await downloadFile('/stat/export', {}, 'x.csv').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
