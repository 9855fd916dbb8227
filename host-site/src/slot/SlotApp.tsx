import { type BridgeClient, createBridgeClient } from '@casino/sdk/bridge';
import type { SlotCalls } from '@casino/sdk/slot';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { FunStorage } from './funBalance';
import { REFUSAL_PAGES } from './refusal';
import { SlotMachine } from './SlotMachine';
import { loadSlot, type SlotLoad, type SlotLoadProblem } from './slotLoad';
import type { SlotQueryProblem, SlotQueryResult } from './slotQuery';
import { type SlotKey, type SlotT, SlotTContext, useSlotT } from './slotText';

/** The bridge as the slot page uses it: messages to the framing casino page, and teardown. */
export type SlotBridgeClient = Pick<BridgeClient, 'send' | 'destroy'>;

/** Props of {@link SlotApp}. */
export interface SlotAppProps {
  /** The page's address, read by `readSlotQuery`. */
  query: SlotQueryResult;
  /** The slot calls over the casino's HTTP client (same origin: the session cookie and the SDK's headers, timeouts and checks). */
  calls: SlotCalls;
  /** The page's own origin: the casino's. */
  origin: string;
  /** Translations in the address's language, loaded. */
  t: SlotT;
  /** Opens the bridge to an allowed framing origin. Defaults to the SDK's `createBridgeClient`. */
  connectBridge?: (parent: string) => SlotBridgeClient;
  /** Where the fun balance is kept. Defaults to `sessionStorage` when reachable. */
  storage?: FunStorage | null;
  /** Shortest time the reels turn, in ms. Defaults to 700, or 0 when the player prefers reduced motion. */
  spinMs?: number;
}

const LINK_PROBLEMS: Readonly<Record<SlotQueryProblem, SlotKey>> = {
  game: 'link.game',
  mode: 'link.mode',
  currency: 'link.currency',
  parent: 'link.parent',
};

const LOAD_PROBLEMS: Readonly<Record<SlotLoadProblem, SlotKey>> = {
  unknown_game: 'load.unknownGame',
  no_demo: 'play.noDemo',
  not_in_currency: 'play.notInCurrency',
  no_wallet: 'play.noWallet',
  sign_in: 'refusal.signIn',
};

function sessionStorageOrNull(): FunStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function defaultSpinMs(): number {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced || typeof matchMedia !== 'function' ? 0 : 700;
}

const defaultConnect = (parent: string): SlotBridgeClient =>
  createBridgeClient({ parentOrigins: [parent], widget: 'slot' });

function Message({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <main className="slot slot--message">
      <div className="slot-refusal" role="alert">
        <p className="slot-refusal__title">{text}</p>
        {children}
      </div>
    </main>
  );
}

type Loading = { state: 'loading' } | { state: 'failed' } | { state: 'done'; load: SlotLoad };

/**
 * The slot page: checks the address, loads the game (slot info, embed origins, and for real play the wallet), opens
 * the bridge when the framing page may use it, and shows the game or, in words, why it cannot be played.
 */
export function SlotApp({ query, calls, origin, t, connectBridge = defaultConnect, storage, spinMs }: SlotAppProps) {
  return (
    <SlotTContext value={t}>
      {query.ok ? (
        <LoadedApp
          query={query.query}
          calls={calls}
          origin={origin}
          connectBridge={connectBridge}
          storage={storage === undefined ? sessionStorageOrNull() : storage}
          spinMs={spinMs ?? defaultSpinMs()}
        />
      ) : (
        <Message text={t(LINK_PROBLEMS[query.problem])} />
      )}
    </SlotTContext>
  );
}

interface LoadedAppProps {
  query: Extract<SlotQueryResult, { ok: true }>['query'];
  calls: SlotCalls;
  origin: string;
  connectBridge: (parent: string) => SlotBridgeClient;
  storage: FunStorage | null;
  spinMs: number;
}

function LoadedApp({ query, calls, origin, connectBridge, storage, spinMs }: LoadedAppProps) {
  const t = useSlotT();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [bridge, setBridge] = useState<SlotBridgeClient | null>(null);

  const load = useCallback(() => {
    setLoading({ state: 'loading' });
    loadSlot(calls, query, origin).then(
      (result) => setLoading({ state: 'done', load: result }),
      () => setLoading({ state: 'failed' }),
    );
  }, [calls, query, origin]);
  useEffect(load, [load]);

  const parent = loading.state === 'done' ? loading.load.bridgeParent : null;
  useEffect(() => {
    if (parent === null) return;
    const client = connectBridge(parent);
    setBridge(client);
    return () => {
      client.destroy();
      setBridge(null);
    };
  }, [parent, connectBridge]);

  const mustSignIn = loading.state === 'done' && !loading.load.ok && loading.load.problem === 'sign_in';
  useEffect(() => {
    // A guest on a real-money link: the casino page opens its sign-in.
    if (mustSignIn) bridge?.send('redirect', { url: `${origin}${REFUSAL_PAGES.sign_in}` });
  }, [mustSignIn, bridge, origin]);

  useEffect(() => {
    if (loading.state === 'done' && loading.load.ok)
      document.title = t('page.title', { game: loading.load.slot.info.game.title });
  }, [loading, t]);

  if (loading.state === 'loading') {
    return (
      <main className="slot slot--message">
        <p role="status">{t('load.loading')}</p>
      </main>
    );
  }
  if (loading.state === 'failed') {
    return (
      <Message text={t('load.failed')}>
        <button type="button" className="slot-button" onClick={load}>
          {t('load.retry')}
        </button>
      </Message>
    );
  }
  const result = loading.load;
  if (!result.ok) {
    const url = `${origin}${REFUSAL_PAGES.sign_in}`;
    return (
      <Message text={t(LOAD_PROBLEMS[result.problem], { currency: result.currency ?? '' })}>
        {result.problem === 'sign_in' ? (
          <a className="slot-button" href={url} target="_top">
            {t('refusal.signInLink')}
          </a>
        ) : null}
      </Message>
    );
  }
  return (
    <SlotMachine
      slot={result.slot}
      locale={query.lang}
      origin={origin}
      bridge={bridge}
      storage={storage}
      spinMs={spinMs}
    />
  );
}
