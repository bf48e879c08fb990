import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg';

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

  it('removes scripts, handlers, outside links and outside CSS, keeping the drawing', () => {
    const out = sanitizeSvg(
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

  it('reads the size from width/height, else the viewBox', () => {
    expect(sanitizeSvg(svg('', 'width="64px" height="32"'))).toMatchObject({ width: 64, height: 32 });
    expect(sanitizeSvg(svg('', 'width="100%" viewBox="0,0,300,150"'))).toMatchObject({
      width: 300,
      height: 150,
    });
    expect(sanitizeSvg(svg('', ''))).toMatchObject({ width: null, height: null });
  });
});
