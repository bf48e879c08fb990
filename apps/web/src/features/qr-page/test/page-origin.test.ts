import { describe, expect, it } from 'vitest';
import { pageOrigin } from '../model/page-origin';

describe('where a guest opened the QR info page from', () => {
  it('reads the table or location of a QR code, and drops what is not an id', () => {
    const table = '00000000-0000-4000-8000-00000000A001';
    expect(pageOrigin(`?table=${table}&utm_source=sticker`)).toEqual({ table: table.toLowerCase() });
    expect(pageOrigin('?location=00000000-0000-4000-8000-00000000b001')).toEqual({
      location: '00000000-0000-4000-8000-00000000b001',
    });
    expect(pageOrigin('?table=12&location=')).toEqual({});
    expect(pageOrigin('')).toEqual({});
  });
});
