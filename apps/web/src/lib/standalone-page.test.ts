import { describe, expect, it } from 'vitest';
import { findStandalonePage, matchPath, type StandalonePage } from './standalone-page';

const page = (path: string): StandalonePage => ({
  path,
  title: 'common:titles.survey',
  load: async () => () => null as never,
});

describe('standalone guest pages', () => {
  it('reads the parameters of a matching path, decoded, with or without a trailing slash', () => {
    expect(matchPath('user/p/survey/:slug', '/user/p/survey/linden-visit')).toEqual({ slug: 'linden-visit' });
    expect(matchPath('user/p/survey/:slug', '/user/p/survey/caf%C3%A9/')).toEqual({ slug: 'café' });
  });

  it('is not the page for another path, a longer one or a broken escape', () => {
    expect(matchPath('user/p/survey/:slug', '/user/p/quiz/linden')).toBeNull();
    expect(matchPath('user/p/survey/:slug', '/user/p/survey/linden/results')).toBeNull();
    expect(matchPath('user/p/survey/:slug', '/user/p/survey')).toBeNull();
    expect(matchPath('user/p/survey/:slug', '/user/p/survey/%E0%A4%A')).toBeNull();
  });

  it('finds the first page of the table the path opens', () => {
    const pages = [page('user/p/survey/:slug'), page('user/p/quiz/:slug')];
    expect(findStandalonePage(pages, '/user/p/quiz/coffee')).toEqual({
      page: pages[1],
      params: { slug: 'coffee' },
    });
    expect(findStandalonePage(pages, '/user/app/surveys')).toBeNull();
  });
});
