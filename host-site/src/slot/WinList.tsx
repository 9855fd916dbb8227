import type { RoundWin, SlotInfo, SlotSymbolId } from '@casino/sdk/contract';
import type { FormatMoney } from './slotMoney';
import { useSlotT } from './slotText';

/** Props of {@link WinList}. */
export interface WinListProps {
  info: SlotInfo;
  wins: readonly RoundWin[];
  formatMoney: FormatMoney;
}

/** The wins of the last round, line by line then the scatter, with what each paid; nothing when it paid nothing. */
export function WinList({ info, wins, formatMoney }: WinListProps) {
  const t = useSlotT();
  if (wins.length === 0) return null;
  const name = (symbol: string) => info.theme.symbols[symbol as SlotSymbolId]?.name ?? symbol;
  return (
    <section className="slot-wins" aria-labelledby="slot-wins-title">
      <h2 id="slot-wins-title" className="slot-wins__title">
        {t('result.lines')}
      </h2>
      <ul className="slot-wins__list">
        {wins.map((win) => (
          <li key={win.line ?? 'scatter'}>
            {win.line === null
              ? t('result.scatter', {
                  count: win.count,
                  symbol: name(win.symbol),
                  amount: formatMoney(win.amount_cents),
                })
              : t('result.line', {
                  line: win.line,
                  count: win.count,
                  symbol: name(win.symbol),
                  amount: formatMoney(win.amount_cents),
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}
