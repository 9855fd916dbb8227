import { type Glyph, type Theme, themeOf } from '../slot/theme';
import { GLYPH_PATHS } from './glyphs';

/** What the preview shows of a game. */
export interface PreviewGame {
  /** `provider/slug`; decides the theme. */
  identifier: string;
  title: string;
  provider: string;
}

/** Preview width and height, in pixels: a 4:3 tile. */
export const PREVIEW_SIZE = { width: 400, height: 300 } as const;

const TITLE_WIDTH = 360;
const MAX_TITLE_LINES = 3;
const FONT = "'Trebuchet MS','Segoe UI',Arial,sans-serif";

/** True for a character XML 1.0 allows: tab, newlines, and everything from space up but lone surrogates, FFFE, FFFF. */
function xmlAllows(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}

/** Text made safe for XML content and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(xmlAllows)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function greedyLines(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The title in at most 3 lines: the narrowest of 12, 16 or 22 characters a line that fits whole words; failing
 * that, 22 characters a line with over-long words cut and an ellipsis after the third line.
 */
export function wrapTitle(title: string): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  for (const width of [12, 16, 22]) {
    const lines = greedyLines(words, width);
    if (lines.length <= MAX_TITLE_LINES && lines.every((line) => line.length <= width)) return lines;
  }
  const lines = greedyLines(
    words.flatMap((word) => word.match(/.{1,22}/gu) ?? []),
    22,
  );
  if (lines.length <= MAX_TITLE_LINES) return lines;
  const kept = lines.slice(0, MAX_TITLE_LINES);
  kept[MAX_TITLE_LINES - 1] = `${(kept[MAX_TITLE_LINES - 1] ?? '').slice(0, 21)}…`;
  return kept;
}

const round = (value: number) => Number(value.toFixed(1));

function glyphElement(glyph: Glyph, color: string, x: number, y: number, size: number, tilt: number, theme: Theme) {
  const scale = round(size / 100);
  const place = `translate(${round(x - size / 2)} ${round(y - size / 2)}) rotate(${tilt} ${round(size / 2)} ${round(size / 2)})`;
  if (glyph.kind === 'letter') {
    return (
      `<text transform="${place}" x="${round(size / 2)}" y="${round(size * 0.8)}" font-size="${round(size * 0.9)}" ` +
      `text-anchor="middle" fill="${color}" stroke="${theme.palette.reel}" stroke-width="4" paint-order="stroke">` +
      `${escapeXml(glyph.letter)}</text>`
    );
  }
  const d = GLYPH_PATHS[glyph.shape];
  return (
    `<g transform="${place}"><path transform="translate(3 5) scale(${scale})" d="${d}" fill="#000" opacity=".35"/>` +
    `<path transform="scale(${scale})" d="${d}" fill="${color}" stroke="#fff" stroke-width="${round(4 / scale)}" ` +
    `stroke-opacity=".85"/></g>`
  );
}

function decoration(theme: Theme, variant: number, seed: number): string {
  const { highlight, accent } = theme.palette;
  if (variant === 0) {
    const rays = Array.from({ length: 12 }, (_, index) => {
      const from = (index * 2 * Math.PI) / 12;
      const to = from + Math.PI / 12;
      const point = (angle: number) => `${round(200 + 420 * Math.cos(angle))} ${round(120 + 420 * Math.sin(angle))}`;
      return `M200 120L${point(from)}L${point(to)}Z`;
    });
    return `<path d="${rays.join('')}" fill="${highlight}" opacity=".09"/>`;
  }
  if (variant === 1) {
    return Array.from({ length: 9 }, (_, index) => {
      const x = (seed >>> index) % 400;
      const y = (seed >>> (index + 3)) % 300;
      const r = 14 + ((seed >>> (index + 5)) % 46);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${index % 2 === 0 ? highlight : accent}" opacity=".13"/>`;
    }).join('');
  }
  const stripes = Array.from(
    { length: 7 },
    (_, index) => `M${index * 80 - 160} 300L${index * 80 - 40} 0H${index * 80}L${index * 80 - 120} 300Z`,
  );
  return `<path d="${stripes.join('')}" fill="${highlight}" opacity=".08"/>`;
}

/**
 * A deterministic 400 × 300 SVG preview of a game in its theme: gradient background, a pattern, three of its
 * symbols, the title in 1–3 lines and the provider's name. About 2–4 KB; every text is escaped.
 */
export function previewSvg(game: PreviewGame): string {
  const theme = themeOf(game.identifier);
  const { palette, symbols, hue } = theme;
  const angle = (hue * 7) % 360;
  const dx = round(Math.cos((angle * Math.PI) / 180) * 50);
  const dy = round(Math.sin((angle * Math.PI) / 180) * 50);
  const lines = wrapTitle(game.title);
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  const fontSize = Math.min([48, 44, 38, 32][lines.length] ?? 32, Math.floor(TITLE_WIDTH / (longest * 0.62)));
  const lineHeight = round(fontSize * 1.08);
  const lastBaseline = 262;
  const title = lines
    .map(
      (line, index) =>
        `<text x="200" y="${round(lastBaseline - (lines.length - 1 - index) * lineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = escapeXml(`${game.title} by ${game.provider}`);
  const symbolTop = lines.length === 3 ? 78 : 96;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="${round(50 - dx)}%" y1="${round(50 - dy)}%" x2="${round(50 + dx)}%" y2="${round(50 + dy)}%">`,
    `<stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient>`,
    `<radialGradient id="glow" cx="50%" cy="35%" r="55%"><stop offset="0" stop-color="${palette.highlight}" stop-opacity=".5"/>`,
    `<stop offset="1" stop-color="${palette.highlight}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.reel}" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="${palette.reel}" stop-opacity=".9"/></linearGradient>`,
    '</defs>',
    '<rect width="400" height="300" fill="url(#bg)"/>',
    decoration(theme, hue % 3, hue * 2654435761),
    '<rect width="400" height="300" fill="url(#glow)"/>',
    glyphElement(symbols.h2.glyph, symbols.h2.color, 96, symbolTop + 10, 92, -14, theme),
    glyphElement(symbols.h1.glyph, symbols.h1.color, 304, symbolTop + 10, 92, 14, theme),
    glyphElement(symbols.wild.glyph, symbols.wild.color, 200, symbolTop - 4, 128, 0, theme),
    '<rect y="150" width="400" height="150" fill="url(#shade)"/>',
    `<g font-family="${FONT}" font-weight="800" text-anchor="middle" fill="${palette.text}" font-size="${fontSize}" `,
    `stroke="${palette.reel}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${title}</g>`,
    `<text x="200" y="288" font-family="${FONT}" font-size="12" font-weight="700" letter-spacing="2" text-anchor="middle" `,
    `fill="${palette.highlight}">${escapeXml(game.provider.toUpperCase())}</text>`,
    `<rect x="3" y="3" width="394" height="294" rx="14" fill="none" stroke="${palette.accent}" stroke-opacity=".5" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
