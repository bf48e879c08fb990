import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built index.html with the root markers the pre-render writes between. */
export const INDEX = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Guestloop</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-a1.css">
</head><body><noscript>Guestloop needs JavaScript</noscript>
<div id="root"><!--gl-root--><div class="gl-boot"></div><!--/gl-root--></div></body></html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_core-c1.js'],
    css: ['assets/index-a1.css'],
  },
  '_core-c1.js': { file: 'assets/core-c1.js' },
  'src/app/routed-app.tsx': {
    file: 'assets/routed-app-r1.js',
    isDynamicEntry: true,
    imports: ['_core-c1.js'],
  },
  'src/app/standalone-app.tsx': {
    file: 'assets/standalone-app-a1.js',
    isDynamicEntry: true,
    imports: ['_core-c1.js'],
  },
  'src/features/online-menu/routes/menu-page.tsx': {
    file: 'assets/menu-page-m1.js',
    isDynamicEntry: true,
    imports: ['_core-c1.js', '_menu-states-s1.js'],
  },
  '_menu-states-s1.js': { file: 'assets/menu-states-s1.js', css: ['assets/menu-states-s1.css'] },
  'src/features/online-menu/routes/categories-page.tsx': {
    file: 'assets/categories-page-g1.js',
    isDynamicEntry: true,
    imports: ['_menu-states-s1.js'],
  },
  'src/features/survey-answering/routes/survey-page.tsx': {
    file: 'assets/survey-page-p1.js',
    isDynamicEntry: true,
    imports: ['_core-c1.js'],
    css: ['assets/survey-page-p1.css'],
  },
  'src/features/qr-page/routes/qr-page.tsx': {
    file: 'assets/qr-page-q1.js',
    isDynamicEntry: true,
    imports: ['_core-c1.js'],
    css: ['assets/qr-page-q1.css'],
  },
};

/**
 * A web build in a temporary folder: index.html, Vite's manifest, the pre-rendered routes' files;
 * with `guest`, also the guest build under guest/ (apps/web/vite.guest.config.ts).
 */
export function makeBuild({ guest = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-prerender-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, 'assets/index-a1.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets/menu-states-s1.css'), '.gm-card{display:flex}');
  // A rule of a later screen: a survey page's head keeps only what its welcome screen uses.
  fs.writeFileSync(
    path.join(dir, 'assets/survey-page-p1.css'),
    '.sa-card{border-radius:18px}.sa-matrix{display:grid}',
  );
  fs.writeFileSync(path.join(dir, 'assets/qr-page-q1.css'), '.qp-button{display:flex}.qp-wifi{display:grid}');
  for (const file of [
    'index-a1.js',
    'core-c1.js',
    'routed-app-r1.js',
    'standalone-app-a1.js',
    'menu-page-m1.js',
    'menu-states-s1.js',
    'survey-page-p1.js',
    'qr-page-q1.js',
  ]) {
    fs.writeFileSync(path.join(dir, 'assets', file), 'export {};');
  }
  if (guest) writeGuestBuild(path.join(dir, 'guest'));
  return dir;
}

/** The guest build: the same pages on another runtime, its files under /guest/assets/. */
function writeGuestBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    INDEX.replaceAll('/assets/index-a1.', '/guest/assets/index-g1.'),
  );
  const manifest = {
    'index.html': {
      file: 'assets/index-g1.js',
      isEntry: true,
      imports: ['_core-g1.js'],
      css: ['assets/index-g1.css'],
    },
    '_core-g1.js': { file: 'assets/core-g1.js' },
    'src/app/standalone-app.tsx': {
      file: 'assets/standalone-app-g1.js',
      isDynamicEntry: true,
      imports: ['_core-g1.js'],
    },
    'src/features/qr-page/routes/qr-page.tsx': {
      file: 'assets/qr-page-g1.js',
      isDynamicEntry: true,
      imports: ['_core-g1.js'],
      css: ['assets/qr-page-g1.css'],
    },
  };
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'assets/index-g1.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets/qr-page-g1.css'), '.qp-button{display:flex}.qp-wifi{display:grid}');
  for (const file of ['index-g1.js', 'core-g1.js', 'standalone-app-g1.js', 'qr-page-g1.js']) {
    fs.writeFileSync(path.join(dir, 'assets', file), 'export {};');
  }
}
