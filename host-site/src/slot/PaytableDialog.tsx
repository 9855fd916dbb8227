import type { SlotInfo, SlotPays, SlotSymbolId } from '@casino/sdk/contract';
import { Dialog } from '@casino/widgets';
import { useRef } from 'react';
import { SymbolGlyph } from './SymbolGlyph';
import { useSlotT } from './slotText';

/** Props of {@link PaytableDialog}. */
export interface PaytableDialogProps {
  info: SlotInfo;
  /** The page's language, for the return-to-player percentage. */
  locale: string;
  onClose: () => void;
}

const COUNTS = [3, 4, 5] as const;

/**
 * The paytable as a modal dialog: line pays per symbol, the wild and scatter rules and the return to player. Focus
 * moves to its close button and stays inside; Escape closes it and focus goes back where it was ({@link Dialog}).
 */
export function PaytableDialog({ info, locale, onClose }: PaytableDialogProps) {
  const t = useSlotT();
  const close = useRef<HTMLButtonElement>(null);

  const symbols = info.theme.symbols;
  const name = (id: SlotSymbolId) => symbols[id].name;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(info.rtp);
  const row = (id: SlotSymbolId, pays: SlotPays) => (
    <tr key={id}>
      <th scope="row">
        <span className="slot-paytable__symbol">
          <SymbolGlyph info={info} symbol={id} />
          {name(id)}
        </span>
      </th>
      {COUNTS.map((count) => (
        <td key={count}>{pays[count] === undefined ? '–' : `× ${pays[count]}`}</td>
      ))}
    </tr>
  );

  return (
    <Dialog
      labelledBy="slot-paytable-title"
      onClose={onClose}
      initialFocus={close}
      className="slot-dialog"
      backdropClassName="slot-backdrop"
    >
      <div className="slot-dialog__head">
        <h2 id="slot-paytable-title">{t('paytable.title')}</h2>
        <button ref={close} type="button" className="slot-button" onClick={onClose}>
          {t('paytable.close')}
        </button>
      </div>
      <p>{t('paytable.lines', { lines: info.paylines.length })}</p>
      <p>{t('paytable.wild', { symbol: name('wild'), scatter: name('scatter') })}</p>
      <table className="slot-paytable">
        <thead>
          <tr>
            <th scope="col">{t('paytable.symbol')}</th>
            {COUNTS.map((count) => (
              <th scope="col" key={count}>
                {t('paytable.ofAKind', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(Object.keys(info.paytable.lines) as SlotSymbolId[]).map((id) => row(id, info.paytable.lines[id] ?? {}))}
          {row('scatter', info.paytable.scatter)}
        </tbody>
      </table>
      <p>{t('paytable.scatter', { symbol: name('scatter') })}</p>
      <p>{t('paytable.rtp', { rtp: percent })}</p>
    </Dialog>
  );
}
