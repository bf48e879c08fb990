// The QR page benchmark's yardstick: a plain HTML page of a QR page's blocks (no script, inline
// style, served as one file by the same server): the title, the text, each link as a button and
// each other block as a card with its name and details.

const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const DEFAULT_LABELS = {
  'menu-link': 'Open the menu',
  'csat-link': 'Rate your visit',
  'waiter-call': 'Call a waiter',
  'pay-bill': 'Pay the bill',
  wifi: 'Wi-Fi',
  'location-work-details': 'Opening hours',
  geolocation: 'How to find us',
  'add-contact': 'Save contact',
  'survey-form': 'Answer the survey',
  'booking-restaurant-table-form': 'Book a table',
  'booking-restaurant-table': 'Book a table',
};

function block(b) {
  const label = escapeHtml(b.label || b.title || b.name || DEFAULT_LABELS[b.type] || b.type);
  if (b.type === 'text') return `<div class="card">${b.html}</div>`;
  if (b.type === 'social-buttons')
    return `<p class="row">${b.links.map((l) => `<a class="chip" href="${escapeHtml(l.url)}">${escapeHtml(l.network)}</a>`).join('')}</p>`;
  if (b.href) return `<a class="button" href="${escapeHtml(b.href)}">${label}</a>`;
  const details = [b.ssid, b.password, b.workDetails?.name, b.workDetails?.address, b.address, b.phone]
    .filter(Boolean)
    .map((d) => `<p>${escapeHtml(d)}</p>`)
    .join('');
  return `<div class="card"><h2>${label}</h2>${details}</div>`;
}

/** Every block of the page (GET /qr-info/public/{slug}) as plain HTML. */
export function staticQrHtml(page) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#1f2937}
main{max-width:560px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:12px}
h1{margin:8px 0;text-align:center;font-size:1.6rem}h2{margin:0 0 4px;font-size:1.05rem}p{margin:0}
.card{padding:16px;border-radius:16px;background:#f1f1f1}
.button{display:block;padding:14px 16px;border-radius:14px;background:#1f2937;color:#fff;font-weight:600;text-decoration:none}
.row{display:flex;gap:12px}.chip{padding:8px 12px;border-radius:999px;background:#1f2937;color:#fff;text-decoration:none}
</style></head>
<body><main>
<h1>${escapeHtml(page.title)}</h1>
${page.blocks.map(block).join('\n')}
</main></body></html>
`;
}
