import type { FreespinRoundAnswer, PlayRound } from '@casino/sdk/contract';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FreespinPanel } from './FreespinPanel';
import { FUN_START_CENTS, type FunStorage, funBalanceAfter, readFunBalance, writeFunBalance } from './funBalance';
import { defaultLineBet, lineBetSteps, totalBet } from './lineBets';
import { PaytableDialog } from './PaytableDialog';
import { ReelWindow } from './ReelWindow';
import { RefusalNotice } from './RefusalNotice';
import { REFUSAL_PAGES, type Refusal, readRefusal } from './refusal';
import type { LoadedSlot } from './slotLoad';
import { moneyFormat } from './slotMoney';
import type { PlayedRound } from './slotRounds';
import { useSlotT } from './slotText';
import { WinList } from './WinList';

/** The part of the bridge the game uses: posting `redirect` and `refresh_user` to the framing casino page. */
export interface SlotBridge {
  send(type: 'redirect', payload: { url: string }): void;
  send(type: 'refresh_user', payload: Record<string, never>): void;
}

/** Props of {@link SlotMachine}. */
export interface SlotMachineProps {
  slot: LoadedSlot;
  /** The page's language, for amounts and percentages. */
  locale: string;
  /** The casino's origin; refusals send the player to its pages. */
  origin: string;
  /** The bridge to the framing page; null when the page runs without one. */
  bridge: SlotBridge | null;
  /** Where the fun balance is kept for the tab (`sessionStorage`); null keeps it for this page only. */
  storage: FunStorage | null;
  /** Shortest time the reels turn, in ms (0 when the player prefers reduced motion). */
  spinMs: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('button, a, input, select, textarea, [role="dialog"]') !== null
  );
}

/**
 * The game: title bar, the reel window, balance, line bet, total bet, last win and Spin (also Space or Enter on the
 * page), the winning lines, a polite announcement of each result, the paytable, and refusals with the casino page
 * that helps. Demo play keeps a fun balance per game in the tab; real play stakes the wallet and asks the casino page
 * to refresh the player after every round, and offers the player's free spins of the game ({@link FreespinPanel}),
 * which turn the same reels.
 */
export function SlotMachine({ slot, locale, origin, bridge, storage, spinMs }: SlotMachineProps) {
  const t = useSlotT();
  const { info, unit, rounds } = slot;
  const demo = slot.walletCents === null;
  const formatMoney = useMemo(() => moneyFormat(unit, locale), [unit, locale]);
  const steps = useMemo(() => lineBetSteps(info.line_bet_cents.min, info.line_bet_cents.max), [info]);
  const [lineBet, setLineBet] = useState(() => defaultLineBet(steps));
  const [balance, setBalance] = useState(() => slot.walletCents ?? readFunBalance(storage, info.game.identifier));
  const [spinning, setSpinning] = useState(false);
  const [round, setRound] = useState<PlayRound | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [paytableOpen, setPaytableOpen] = useState(false);
  const bet = totalBet(lineBet, info.paylines.length);
  const funTooLow = demo && balance < bet;

  const redirect = useMemo(() => (bridge ? (url: string) => bridge.send('redirect', { url }) : null), [bridge]);

  const runRound = useCallback(
    async (play: () => Promise<PlayedRound>, free: boolean) => {
      if (spinning) return;
      setSpinning(true);
      setRefusal(null);
      setAnnouncement('');
      try {
        const [played] = await Promise.all([play(), wait(spinMs)]);
        setRound(played.round);
        if (played.balance) {
          setBalance(played.balance.amount_cents);
          bridge?.send('refresh_user', {});
        } else {
          const after = funBalanceAfter(balance, played.round);
          writeFunBalance(storage, info.game.identifier, after);
          setBalance(after);
        }
        const result =
          played.round.win_cents > 0
            ? t('result.won', { amount: formatMoney(played.round.win_cents) })
            : t('result.noWin');
        setAnnouncement(free ? t('freespins.result', { result }) : result);
      } catch (error) {
        const refused = readRefusal(error);
        setRefusal(refused);
        if (refused.kind === 'limit') redirect?.(`${origin}${REFUSAL_PAGES.limit}`);
        if (refused.kind === 'sign_in') redirect?.(`${origin}${REFUSAL_PAGES.sign_in}`);
      } finally {
        setSpinning(false);
      }
    },
    [spinning, spinMs, bridge, balance, storage, info, t, formatMoney, redirect, origin],
  );

  const spin = useCallback(async () => {
    if (!funTooLow) await runRound(() => rounds.play(lineBet), false);
  }, [funTooLow, runRound, rounds, lineBet]);

  const freeSpin = useCallback((play: () => Promise<FreespinRoundAnswer>) => runRound(play, true), [runRound]);

  const spinRef = useRef(spin);
  useEffect(() => {
    spinRef.current = spin;
  }, [spin]);
  useEffect(() => {
    // Space or Enter anywhere on the page spins, unless a control (or the paytable) has the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat || isTyping(event.target)) return;
      event.preventDefault();
      void spinRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const resetFun = () => {
    writeFunBalance(storage, info.game.identifier, FUN_START_CENTS);
    setBalance(FUN_START_CENTS);
  };

  const palette = info.theme.palette;
  const style = {
    '--slot-bg-from': palette.backgroundFrom,
    '--slot-bg-to': palette.backgroundTo,
    '--slot-accent': palette.accent,
    '--slot-highlight': palette.highlight,
    '--slot-text': palette.text,
    '--slot-reel': palette.reel,
  } as CSSProperties;

  return (
    <main className="slot" style={style}>
      <header className="slot-header">
        <div>
          <h1 className="slot-header__title">{info.game.title}</h1>
          <p className="slot-header__provider">{t('header.by', { provider: info.game.provider_title })}</p>
        </div>
        <span className="slot-badge">{demo ? t('header.demo') : t('header.real')}</span>
        <button type="button" className="slot-button" onClick={() => setPaytableOpen(true)}>
          {t('bar.paytable')}
        </button>
      </header>

      <ReelWindow info={info} grid={round?.grid ?? null} wins={round?.wins ?? []} spinning={spinning} />

      <p className="slot-status" role="status" aria-live="polite">
        {announcement}
      </p>
      {round ? <WinList info={info} wins={round.wins} formatMoney={formatMoney} /> : null}
      {slot.freespins ? (
        <FreespinPanel
          freespins={slot.freespins}
          game={info.game.identifier}
          currency={unit.code}
          lines={info.paylines.length}
          formatMoney={formatMoney}
          busy={spinning}
          onSpin={freeSpin}
        />
      ) : null}
      {refusal ? <RefusalNotice refusal={refusal} origin={origin} redirect={redirect} /> : null}
      {funTooLow ? (
        <div className="slot-refusal">
          <p className="slot-refusal__title">{t('fun.low')}</p>
          <button type="button" className="slot-button" onClick={resetFun}>
            {t('fun.reset')}
          </button>
        </div>
      ) : null}

      <div className="slot-bar">
        <dl className="slot-bar__figures">
          <div>
            <dt>{t('bar.balance')}</dt>
            <dd data-testid="slot-balance">{formatMoney(balance)}</dd>
          </div>
          <div>
            <dt>{t('bar.totalBet')}</dt>
            <dd data-testid="slot-total-bet">
              {formatMoney(bet)}{' '}
              <span className="slot-bar__lines">{t('bar.lines', { lines: info.paylines.length })}</span>
            </dd>
          </div>
          <div>
            <dt>{t('bar.lastWin')}</dt>
            <dd data-testid="slot-last-win">{formatMoney(round?.win_cents ?? 0)}</dd>
          </div>
        </dl>
        <label className="slot-bar__bet">
          <span>{t('bar.lineBet')}</span>
          <select value={lineBet} disabled={spinning} onChange={(event) => setLineBet(Number(event.target.value))}>
            {steps.map((step) => (
              <option key={step} value={step}>
                {formatMoney(step)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="slot-spin"
          onClick={() => void spin()}
          disabled={spinning || funTooLow}
          aria-busy={spinning}
        >
          {spinning ? t('bar.spinning') : t('bar.spin')}
        </button>
      </div>

      {paytableOpen ? <PaytableDialog info={info} locale={locale} onClose={() => setPaytableOpen(false)} /> : null}
    </main>
  );
}
