import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Casino } from '../casino';
import { routePath } from '../contract/routes';
import { VipStatusProgress } from '../contract/vip';
import { createResource, type Resource } from '../resource/resource';
import { vipFallbackProgress } from '../rules/vip-cards';

/** What the VIP modules use of a casino (any `createCasino()` result has it). */
export type VipCasino = Pick<Casino, 'http' | 'state' | 'events' | 'session' | 'storage' | 'player'>;

/** How often a followed progress loads again while the page is shown: deposits and bets move it, no event does. */
export const VIP_PROGRESS_REFRESH_MS = 60_000;

/** The signed-in player's VIP progress in the current quarter (loyalty.md §3, §8). */
export interface VipProgressModule {
  /** GET /jam/vip_status_progress, parsed with the contract; null for guests. Loaded again at sign-in and sign-out. */
  readonly progress: Resource<VipStatusProgress | null>;
  /**
   * The progress to show: the last answer; after a failed load with none, regular, next bronze and zero amounts in
   * the active wallet's currency (loyalty.md §8); null for guests and while the first load runs.
   */
  readonly shown: ReadonlySignal<VipStatusProgress | null>;
  /** Whether the last load failed (what `shown` holds is the fallback or an older answer): offer a retry. */
  readonly failed: ReadonlySignal<boolean>;
  /**
   * Keeps the progress current while a widget shows it: loads it now (widgets following it already share their load),
   * when the page is shown or focused again and every {@link VIP_PROGRESS_REFRESH_MS} while it is visible. Returns the
   * stop; the last stop removes the listeners.
   */
  follow(): () => void;
}

/** Creates the VIP progress of a casino; nothing loads until a widget asks. */
export function createVipProgress(casino: VipCasino): VipProgressModule {
  const { http, events, state } = casino;
  const progress = createResource<VipStatusProgress | null>({
    load: async () =>
      state.loginState.peek() === 'logged' ? http.get(routePath('vipStatusProgress'), VipStatusProgress) : null,
    initial: null,
    events,
    reloadOn: ['login', 'logout', 'realtime:resync'],
  });
  const failed = computed(() => progress.status.value === 'error');
  const shown = computed(() => {
    const known = progress.data.value;
    if (known || !failed.value || state.loginState.value !== 'logged') return known;
    return vipFallbackProgress(state.activeAccount.value?.currency ?? 'EUR');
  });

  let followers = 0;
  let unfollow: (() => void) | null = null;
  function listen(): () => void {
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const refresh = () => {
      if (visible()) void progress.reload();
    };
    const timer = setInterval(refresh, VIP_PROGRESS_REFRESH_MS);
    globalThis.addEventListener?.('focus', refresh);
    globalThis.document?.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener?.('focus', refresh);
      globalThis.document?.removeEventListener('visibilitychange', refresh);
    };
  }

  return {
    progress,
    shown,
    failed,
    follow() {
      followers += 1;
      // the first follower loads it fresh; widgets mounting beside it share that load
      if (unfollow) void progress.ensure();
      else void progress.reload();
      unfollow ??= listen();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        followers -= 1;
        if (followers === 0) {
          unfollow?.();
          unfollow = null;
        }
      };
    },
  };
}
