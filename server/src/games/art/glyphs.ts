import type { GlyphShape } from '../slot/theme';

function polygon(points: number, outer: number, inner: number = outer): string {
  const corners = inner === outer ? points : points * 2;
  const path = Array.from({ length: corners }, (_, index) => {
    const radius = index % 2 === 1 && inner !== outer ? inner : outer;
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / corners;
    return `${(50 + radius * Math.cos(angle)).toFixed(1)} ${(50 + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${path.join('L')}Z`;
}

/** Outline of every glyph shape as SVG path data in a 100 × 100 box. */
export const GLYPH_PATHS: Readonly<Record<GlyphShape, string>> = {
  star: polygon(5, 48, 20),
  diamond: 'M50 2L92 50L50 98L8 50Z',
  circle: 'M4 50a46 46 0 1 0 92 0a46 46 0 1 0-92 0Z',
  triangle: 'M50 6L95 90H5Z',
  hexagon: polygon(6, 47),
  heart: 'M50 92C20 70 4 52 4 31C4 15 16 5 30 5C40 5 47 11 50 19C53 11 60 5 70 5C84 5 96 15 96 31C96 52 80 70 50 92Z',
  crescent: 'M60 4A46 46 0 1 0 96 66A36 36 0 1 1 60 4Z',
  bolt: 'M60 2L14 56H44L34 98L86 40H56L68 2Z',
  crown: 'M6 82L12 22L32 50L50 12L68 50L88 22L94 82Z',
  shield: 'M50 4L92 18C92 58 76 84 50 96C24 84 8 58 8 18Z',
  clover:
    'M50 8a20 20 0 1 1 0 40a20 20 0 1 1 0-40ZM28 34a20 20 0 1 1 0 40a20 20 0 1 1 0-40ZM72 34a20 20 0 1 1 0 40a20 20 0 1 1 0-40ZM46 56H54L60 96H40Z',
  drop: 'M50 4C50 4 86 44 86 62A36 36 0 0 1 14 62C14 44 50 4 50 4Z',
};
