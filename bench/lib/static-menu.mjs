// A plain HTML page listing a public menu (no script, inline style), used as the LCP yardstick
// for the guest page: the same texts and the same images, served by the same server.

const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function img(image, { sizes, alt = '', eager = false, className = '' }) {
  if (!image) return '';
  const srcset = Object.entries(image.variants ?? {})
    .map(([width, src]) => `${src} ${width}w`)
    .join(', ');
  return `<img class="${className}" src="${image.src}" ${srcset ? `srcset="${srcset}" sizes="${sizes}"` : ''} width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" ${eager ? 'fetchpriority="high"' : 'loading="lazy"'}>`;
}

function item(entry, currency) {
  const price = new Intl.NumberFormat('en', { style: 'currency', currency }).format(entry.price / 100);
  return `<li class="item">${img(entry.images?.[0], { sizes: '96px', alt: entry.title })}
<div><h3>${escapeHtml(entry.title)}</h3><p>${escapeHtml(entry.description ?? entry.subTitle ?? '')}</p><b>${price}</b></div></li>`;
}

export function staticMenuHtml(menu) {
  const sections = menu.categories
    .map((category) => {
      const items = [...category.items, ...category.subCategories.flatMap((s) => s.items)];
      return `<section><h2>${escapeHtml(category.title)}</h2><ul>${items.map((i) => item(i, menu.currency)).join('')}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(menu.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(menu.title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f7f8fa;color:#1f2933}
.hero{width:100%;height:auto;display:block;aspect-ratio:16/7;object-fit:cover}
header,section{padding:12px 16px}h1{margin:8px 0 4px}ul{list-style:none;padding:0;margin:0}
.item{display:flex;gap:12px;padding:10px 0;border-bottom:1px solid #e4e7eb}
.item img{width:96px;height:72px;object-fit:cover;border-radius:8px;flex:none}
.item h3{margin:0 0 4px;font-size:16px}.item p{margin:0 0 4px;font-size:14px;color:#52606d}
</style></head>
<body>
${img(menu.background, { sizes: '100vw', alt: '', eager: true, className: 'hero' })}
<header>${img(menu.logo, { sizes: '64px', alt: menu.title })}<h1>${escapeHtml(menu.title)}</h1><p>${escapeHtml(menu.subTitle)}</p></header>
${sections}
</body></html>
`;
}
