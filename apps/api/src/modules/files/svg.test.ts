import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { looksLikeSvg, SVG_MAX_BYTES, sanitizeSvg } from './svg';
import { MAX_WAITING_DOCUMENTS } from './svg-purify-runner';
import { SVG_MAX_DEPTH, SVG_MAX_ELEMENTS, SVG_PROBLEMS, svgStructureProblem } from './svg-structure';

const svg = (body: string, attrs = 'viewBox="0 0 120 80"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`,
  );

describe('SVG uploads', () => {
  it('recognises SVG documents by content', () => {
    expect(looksLikeSvg(svg(''))).toBe(true);
    expect(looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- by hand -->\n<svg width="1"/>'))).toBe(
      true,
    );
    expect(
      looksLikeSvg(
        Buffer.from(
          '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg></svg>',
        ),
      ),
    ).toBe(true);
    for (const other of [
      '<html><body><svg></svg></body></html>',
      'svg',
      '<svgx></svgx>',
      // Entity declarations (billion laughs, external entities) are refused outright.
      '<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>',
    ]) {
      expect(looksLikeSvg(Buffer.from(other)), other).toBe(false);
    }
    expect(looksLikeSvg(Buffer.from([0xff, 0xfe, 0x3c, 0x00, 0x73, 0x00]))).toBe(false);
  });

  it('removes scripts, handlers, outside links and outside CSS, keeping the drawing', async () => {
    const out = await sanitizeSvg(
      svg(`
  <style><![CDATA[ @import url(http://evil.test/x.css); .a { fill: url(http://evil.test/p) } .b{fill:url(#g)} ]]></style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
  <script>alert('script')</script>
  <a xlink:href="javascript:alert('href')"><rect id="box" width="100" height="50" fill="url(#g)"
     style="fill:url(https://evil.test/q);stroke:red" onclick="alert('click')"/></a>
  <image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <image href="https://evil.test/track.png" width="1" height="1"/>
  <image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>
  <rect filter="url(http://evil.test/f)" width="1" height="1"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <text x="1" y="2">A &amp; B &lt; C</text>`),
    );
    const text = out.bytes.toString('utf8');
    expect(
      text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    for (const gone of ['script', 'alert', 'onclick', 'evil.test', '@import', 'foreignObject', 'svg+xml']) {
      expect(text, gone).not.toContain(gone);
    }
    for (const kept of [
      '.b{fill:url(#g)}',
      'fill="url(#g)"',
      'stroke:red',
      'xlink:href="data:image/png;base64,iVBORw0KGgo="',
      'A &amp; B &lt; C',
      '<linearGradient id="g">',
    ]) {
      expect(text, kept).toContain(kept);
    }
    expect(out).toMatchObject({ width: 120, height: 80 });
  });

  it('reads the size from width/height, else the viewBox', async () => {
    expect(await sanitizeSvg(svg('', 'width="64px" height="32"'))).toMatchObject({ width: 64, height: 32 });
    expect(await sanitizeSvg(svg('', 'width="100%" viewBox="0,0,300,150"'))).toMatchObject({
      width: 300,
      height: 150,
    });
    expect(await sanitizeSvg(svg('', ''))).toMatchObject({ width: null, height: null });
  });
});

const nested = (levels: number, inner = '') => `${'<g>'.repeat(levels)}${inner}${'</g>'.repeat(levels)}`;
const doc = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

/** The AppError a refused document gives (its status and wire code). */
async function refusal(bytes: Buffer, options?: { timeLimitMs?: number }) {
  const error = await sanitizeSvg(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code, message } = error as AppError;
  return { statusCode, code, message };
}

describe('SVG complexity limits (checked on the text, before parsing)', () => {
  it('refuses 20,000 nested groups at once, before any parser sees them', async () => {
    const bomb = Buffer.from(doc(nested(20_000)));
    expect(bomb.length).toBeGreaterThan(130_000);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({
      statusCode: 400,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: SVG_PROBLEMS.tooDeep,
    });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('counts levels and elements: up to the limits is fine, one more is refused', () => {
    // The root <svg> is the first level.
    expect(svgStructureProblem(doc(nested(SVG_MAX_DEPTH - 1, '<rect/>')))).toBeNull();
    expect(svgStructureProblem(doc(nested(SVG_MAX_DEPTH)))).toBe(SVG_PROBLEMS.tooDeep);
    expect(svgStructureProblem(doc('<rect/>'.repeat(SVG_MAX_ELEMENTS - 1)))).toBeNull();
    expect(svgStructureProblem(doc('<rect/>'.repeat(SVG_MAX_ELEMENTS)))).toBe(SVG_PROBLEMS.tooMany);
    expect(svgStructureProblem(doc('<g></g>'.repeat(SVG_MAX_ELEMENTS)))).toBe(SVG_PROBLEMS.tooMany);
  });

  it('ignores markup inside comments, CDATA and processing instructions, and self-closing tags', () => {
    const hidden = '<g>'.repeat(SVG_MAX_DEPTH * 2);
    expect(
      svgStructureProblem(
        `<?xml version="1.0"?><!-- ${hidden} -->${doc(
          `<!--${hidden}--><style><![CDATA[ .a > .b { fill: red } ${hidden} ]]></style><?pi ${'<g'.repeat(99)}?>` +
            '<rect/>'.repeat(500) +
            nested(20, '<circle r="1" /><path d="M0 0"/>'),
        )}<!-- trailing -->`,
      ),
    ).toBeNull();
  });

  it('reads tags as the HTML parser does: a ">" in a quoted value does not end the tag', () => {
    const open = '<g data-note="a/>b">';
    expect(svgStructureProblem(doc(`${open.repeat(SVG_MAX_DEPTH)}${'</g>'.repeat(SVG_MAX_DEPTH)}`))).toBe(
      SVG_PROBLEMS.tooDeep,
    );
    // Quotes count only around values: a quote in a name is just a character.
    const unquoted = '<g x"y>';
    expect(svgStructureProblem(doc(`${unquoted.repeat(SVG_MAX_DEPTH)}${'</g>'.repeat(SVG_MAX_DEPTH)}`))).toBe(
      SVG_PROBLEMS.tooDeep,
    );
  });

  it('refuses documents the HTML parser would nest differently than their tags say', () => {
    for (const body of [
      // Stray end tags: the parser ignores them, so they must not lower the count.
      `${'<g></x>'.repeat(100)}`,
      '<g>',
      '<g></svg>',
      // HTML breaking out of SVG content: `<div/>` there stays open.
      `<p></p>${'<div/>'.repeat(100)}`,
      '<font color="red">x</font>',
      // Inside foreignObject the content is HTML: a self-closed <div/> or an implied end is refused.
      `<foreignObject>${'<div/>'.repeat(100)}</foreignObject>`,
      '<foreignObject><p><div>x</div></p></foreignObject>',
      '<foreignObject><style>x</style></foreignObject>',
      '<rect width="1"',
    ]) {
      expect(svgStructureProblem(doc(body)), body).not.toBeNull();
    }
    expect(svgStructureProblem(`${doc('')}<g></g>`)).toBe(SVG_PROBLEMS.malformed);
    // SVG fonts and well-formed labels made of plain HTML stay accepted.
    expect(svgStructureProblem(doc('<font horiz-adv-x="1"><glyph unicode="a"/></font>'))).toBeNull();
    expect(
      svgStructureProblem(
        doc(
          '<switch><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" style="x">' +
            '<div><span><b>Bar</b><br/>Terrace</span><ul><li>one</li><li>two</li></ul></div></div>' +
            '</foreignObject><text>Bar</text></switch>',
        ),
      ),
    ).toBeNull();
  });

  it('refuses entity declarations and DOCTYPE internal subsets anywhere', () => {
    expect(svgStructureProblem(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${doc('&a;')}`)).toBe(
      SVG_PROBLEMS.declarations,
    );
    expect(svgStructureProblem(doc('<!ENTITY a "aaaa">'))).toBe(SVG_PROBLEMS.declarations);
    expect(svgStructureProblem(doc('<!DOCTYPE x [ ]>'))).toBe(SVG_PROBLEMS.declarations);
    expect(
      svgStructureProblem(`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">${doc('<rect/>')}`),
    ).toBeNull();
  });

  it('refuses an SVG larger than 5 MB with 413', async () => {
    const padding = ' '.repeat(SVG_MAX_BYTES);
    expect(await refusal(Buffer.from(doc(padding)))).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});

describe('SVG sanitising in the worker thread', () => {
  const manyShapes = (count: number) =>
    Buffer.from(doc('<rect width="1" height="1" fill="red" stroke="blue"/>'.repeat(count)));

  it('stops a document over its time limit, refuses it, and serves the next one with a new worker', async () => {
    await sanitizeSvg(Buffer.from(doc(''))); // the worker is loaded
    expect(await refusal(manyShapes(9_000), { timeLimitMs: 20 })).toEqual({
      statusCode: 400,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The SVG is too complex to read',
    });
    const next = await sanitizeSvg(svg('<script>alert(1)</script><rect width="2" height="2"/>'));
    expect(next.bytes.toString()).toContain('<rect width="2" height="2"/>');
    expect(next.bytes.toString()).not.toContain('script');
  });

  it('keeps the event loop free while a large document is sanitised', async () => {
    await sanitizeSvg(Buffer.from(doc('')));
    let longestPause = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const out = await sanitizeSvg(manyShapes(9_000));
    const took = performance.now() - started;
    // One more turn of the loop, so that a tick held up until now is measured too.
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearInterval(ticker);
    expect(out.bytes.toString().match(/<rect /g)).toHaveLength(9_000);
    expect(took).toBeGreaterThan(300);
    // Sanitising on the main thread held the loop for the whole document (5.6 s here); a busy
    // machine alone can delay a 10 ms timer by a couple of hundred.
    expect(longestPause).toBeLessThan(1000);
  });

  it('answers documents sent together in order, each with its own result, and turns away a flood', async () => {
    const sizes = Array.from({ length: MAX_WAITING_DOCUMENTS + 3 }, (_, i) => i + 1);
    const results = await Promise.allSettled(
      sizes.map((n) => sanitizeSvg(svg('', `width="${n}" height="${n * 2}"`))),
    );
    // One runs, MAX_WAITING_DOCUMENTS wait; the rest get 503 at once.
    const served = results.slice(0, MAX_WAITING_DOCUMENTS + 1);
    served.forEach((result, i) => {
      expect(result).toMatchObject({ status: 'fulfilled', value: { width: i + 1, height: (i + 1) * 2 } });
    });
    for (const result of results.slice(MAX_WAITING_DOCUMENTS + 1)) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 503, code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });
});
