import type { Account, SelectAccountRequest } from '../contract/player';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import { CasinoHttpError, fieldErrors } from '../errors';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import type { CasinoStateWriter } from '../state/store';

/** Result of a wallet switch: ok, or the platform's field errors (core.md §8: wallet select failure returns the response data). */
export type WalletSelectResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

/** Reloads data that depends on the selected wallet (limits, …); registered by later modules. */
export type WalletReload = () => Promise<void>;

/** Wallet accounts and switching (core.md §4). */
export interface WalletModule {
  /** Loads the accounts (GET /api/player/accounts). Failures are logged, not thrown; the accounts stay as they were. */
  reload(): Promise<void>;
  /** Selects (or opens) the wallet of a currency, then reloads the profile and every registered reload. */
  select(currency: string): Promise<WalletSelectResult>;
  /** Registers data to reload after a wallet switch; returns its removal. */
  registerWalletReload(reload: WalletReload): () => void;
}

/** What the wallet module needs from the casino. */
export interface WalletDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  write: CasinoStateWriter;
  /** Reloads the profile (its currency changes with the wallet). */
  reloadProfile: () => Promise<void>;
}

/** Creates the wallet module. */
export function createWallet(deps: WalletDependencies): WalletModule {
  const { http, events, write } = deps;
  const reloads = new Set<WalletReload>();
  const accountsPath = routePath('accounts');

  function setAccounts(accounts: Account[]) {
    write.accounts.value = accounts;
    events.emit('balance', { accounts });
  }

  async function reload() {
    try {
      setAccounts(await http.get(accountsPath, coreAnswer('AccountList'), { query: { compatibility: false } }));
    } catch (error) {
      if (!(error instanceof CasinoHttpError && error.status === 401)) {
        events.emit('request-error', { path: accountsPath, error });
      }
    }
  }

  return {
    reload,
    async select(currency) {
      try {
        setAccounts(
          await http.post(
            routePath('selectAccount'),
            { currency } satisfies SelectAccountRequest,
            coreAnswer('AccountList'),
          ),
        );
      } catch (error) {
        const errors = fieldErrors(error);
        if (!errors) throw error;
        return { ok: false, errors };
      }
      const results = await Promise.allSettled([deps.reloadProfile(), ...[...reloads].map((run) => run())]);
      for (const result of results) {
        if (result.status === 'rejected') events.emit('request-error', { path: accountsPath, error: result.reason });
      }
      return { ok: true };
    },
    registerWalletReload(run) {
      reloads.add(run);
      return () => {
        reloads.delete(run);
      };
    },
  };
}
