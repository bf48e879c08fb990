import { describe, expect, it } from 'vitest';
import { BUILD_STAMP, compactStamp, VERSION_STAMP, withVersionQuery } from './app-version';

describe('the build version stamp', () => {
  it('is the release and the time of the build, short enough for a query string', () => {
    expect(Number.isNaN(Date.parse(BUILD_STAMP))).toBe(false);
    expect(compactStamp('2026-05-12T10:15:00.123Z')).toBe('20260512T101500Z');
    expect(VERSION_STAMP).toMatch(/^\d+\.\d+\.\d+-\d{8}T\d{6}Z$/);
  });

  it('adds the version query to an asset address', () => {
    expect(withVersionQuery('/sw.js', '1.2.3-x')).toBe('/sw.js?v=1.2.3-x');
    expect(withVersionQuery('/a.css?media=print', 'b')).toBe('/a.css?media=print&v=b');
    expect(withVersionQuery('/icons.svg#menu', 'b')).toBe('/icons.svg?v=b#menu');
    expect(withVersionQuery('/sw.js')).toBe(`/sw.js?v=${VERSION_STAMP}`);
  });
});
