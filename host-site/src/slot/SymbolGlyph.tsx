import type { SlotInfo, SlotSymbolId } from '@casino/sdk/contract';

/** Props of {@link SymbolGlyph}. */
export interface SymbolGlyphProps {
  info: SlotInfo;
  symbol: SlotSymbolId;
}

/** One symbol drawn from the game's theme: its shape's outline, or its card letter, in its colour. Decorative. */
export function SymbolGlyph({ info, symbol }: SymbolGlyphProps) {
  const look = info.theme.symbols[symbol];
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {look.glyph.kind === 'shape' ? (
        <path d={info.glyph_paths[look.glyph.shape]} fill={look.color} />
      ) : (
        <text
          x="50"
          y="54"
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={look.glyph.letter.length > 1 ? 56 : 72}
          fontWeight="700"
          fill={look.color}
        >
          {look.glyph.letter}
        </text>
      )}
    </svg>
  );
}
