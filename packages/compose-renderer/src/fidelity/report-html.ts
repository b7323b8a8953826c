import { relative } from 'node:path';
import type { FrameScore, LayerScore } from './score.ts';

const esc = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const box = (b: { x: number; y: number; width: number; height: number } | null): string =>
  b ? `${b.x}, ${b.y}, ${b.width} × ${b.height}` : 'not drawn';

function layerRow(l: LayerScore): string {
  const checks = [
    l.fill ? `fill ${l.fill.want} → ${l.fill.got ?? 'hidden'}${l.fill.ok ? '' : ' ✗'}` : '',
    l.text
      ? `text “${esc(l.text.got.slice(0, 60))}”${l.text.clipped ? ' clipped' : ''}${l.text.ok ? '' : ' ✗'}`
      : '',
  ]
    .filter(Boolean)
    .join('<br>');
  return `<tr class="${l.withinTolerance ? 'ok' : 'bad'}"><td>${esc(l.name)}<br><code>${esc(l.nodeId)}</code></td><td>${esc(l.kind)}</td><td class="num">${l.errorDp === null ? '—' : l.errorDp}</td><td>${box(l.design)}</td><td>${box(l.rendered)}</td><td>${checks}</td></tr>`;
}

/** The design's layer boxes drawn over nothing, at the frame's size: green within tolerance, red not. */
function designBoxes(f: FrameScore): string {
  const rects = [...f.details]
    .reverse()
    .map(
      (l) =>
        `<rect x="${l.design.x}" y="${l.design.y}" width="${Math.max(l.design.width, 0.5)}" height="${Math.max(l.design.height, 0.5)}" class="${l.withinTolerance ? 'ok' : 'bad'}"><title>${esc(l.name)} (${l.errorDp === null ? 'not drawn' : `${l.errorDp} dp`})</title></rect>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${f.width} ${f.height}" width="${f.width}" height="${f.height}" role="img" aria-label="Design layer boxes of ${esc(f.name)}"><rect width="${f.width}" height="${f.height}" class="frame"/>${rects}</svg>`;
}

export interface ReportInput {
  title: string;
  compiled: boolean;
  errors: string[];
  frames: FrameScore[];
  fonts: { family: string; installed: boolean }[];
}

/** The report page: each frame's render beside the design's layer boxes, then its layers, worst first. */
export function reportHtml(dir: string, input: ReportInput): string {
  const img = (png: string | null, alt: string): string =>
    png
      ? `<img src="${esc(relative(dir, png))}" alt="${esc(alt)}">`
      : '<p class="bad">Not drawn.</p>';
  const frames = input.frames
    .map((f) => {
      const responsive = f.responsive
        .map(
          (r) =>
            `<figure>${img(r.png, `${f.name} at ${r.width} dp`)}<figcaption>${r.width} dp: ${r.clippedText} clipped text, ${r.newOverlaps} new overlaps, ${r.offscreen} off screen${r.error ? ` — ${esc(r.error)}` : ''}${[...r.named.clippedText.map((n) => `clipped: ${n}`), ...r.named.newOverlaps.map((n) => `overlap: ${n}`), ...r.named.offscreen.map((n) => `off screen: ${n}`)].map((n) => `<br>${esc(n)}`).join('')}</figcaption></figure>`,
        )
        .join('');
      return `<section>
<h2>${esc(f.name)}${f.mode === 'design' ? '' : ` in ${f.mode === 'dark' ? 'Dark' : 'Light'}`} <code>${esc(f.nodeId || 'no frame tag')}</code> — ${f.layers === 0 ? 'no tagged layers' : `${Math.round(f.score * 100)}% (${f.withinTolerance} of ${f.layers} layers)`}</h2>
${f.error ? `<p class="bad">${esc(f.error)}</p>` : ''}
<div class="pair"><figure>${img(f.png, `${f.name} as rendered`)}<figcaption>Rendered, ${f.width} × ${f.height} dp</figcaption></figure><figure>${designBoxes(f)}<figcaption>Design layer boxes</figcaption></figure></div>
<table><thead><tr><th>layer</th><th>kind</th><th>error dp</th><th>design x, y, w × h</th><th>rendered</th><th>checks</th></tr></thead><tbody>${f.details.map(layerRow).join('')}</tbody></table>
<div class="pair">${responsive}</div>
</section>`;
    })
    .join('\n');
  const errors = input.errors.length
    ? `<h2>Compile errors</h2><pre>${esc(input.errors.join('\n'))}</pre>`
    : '';
  const fonts = input.fonts.length
    ? `<p>Fonts the design names: ${input.fonts.map((f) => `${esc(f.family)} (${f.installed ? 'installed' : 'not installed: falls back to Roboto'})`).join(', ')}.</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fidelity: ${esc(input.title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1d1b20}
h1{font-size:22px}h2{font-size:17px;margin-top:32px}
.pair{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
figure{margin:0}figcaption{font-size:12px;color:#49454f;max-width:420px}
img,svg{border:1px solid #cac4d0;image-rendering:pixelated;max-width:420px;height:auto}
svg .frame{fill:#fff}svg rect.ok{fill:rgba(46,125,50,.08);stroke:#2e7d32;stroke-width:.5}svg rect.bad{fill:rgba(198,40,40,.1);stroke:#c62828;stroke-width:1}
table{border-collapse:collapse;margin:12px 0;font-size:13px}td,th{border-bottom:1px solid #e7e0ec;padding:4px 8px;text-align:left;vertical-align:top}
tr.bad td:first-child{border-left:3px solid #c62828}tr.ok td:first-child{border-left:3px solid #2e7d32}.num{text-align:right}
.bad{color:#b3261e}
</style></head><body>
<h1>Fidelity: ${esc(input.title)}</h1>
<p>${input.compiled ? 'Compiled against Compose Multiplatform desktop.' : 'Did not compile.'} A layer is within tolerance when its box is within 1 dp of the design, its solid fill is drawn and its text is drawn whole.</p>
${fonts}
${errors}
${frames}
</body></html>
`;
}
