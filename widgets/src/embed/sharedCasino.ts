import { type Casino, type CasinoOptions, createCasino } from '@casino/sdk';
import { EmbedInitOptions, type Profile } from '@casino/sdk/contract';
import { createI18n } from '@casino/sdk/i18n';
import { loadWidgetMessages } from '../i18n/loadWidgetMessages';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import type { CasinoI18n } from '../provider/context';
import { parseWith } from './propertyParser';

/** The casino and translations that every widget mounted by `mount()` or a custom element shares. */
export interface SharedCasino {
  casino: Casino;
  i18n: CasinoI18n;
}

let defaults: CasinoOptions = {};
let initOptions: CasinoOptions = {};
let shared: SharedCasino | undefined;

/** Internal: options that apply when `init` leaves them out; the script-tag runtime sets `baseUrl` to its own origin. */
export function setSharedCasinoDefaults(value: CasinoOptions): void {
  defaults = value;
}

/** Internal: `init` for options from a host page (the script tag's `casino('init', …)`), unknown until parsed. */
export function configureSharedCasino(value: unknown): void {
  if (shared) {
    console.error(
      'casino: init() came after a widget had rendered, so its options are ignored. ' +
        'Call casino("init", …) (or init() from @casino/widgets/embed) before the first widget appears.',
    );
    return;
  }
  const parsed = parseWith(EmbedInitOptions, value ?? {});
  if (!parsed.ok) {
    console.error(`casino: init() options are invalid and were ignored (${parsed.message}).`);
    return;
  }
  initOptions = parsed.value;
}

/**
 * Sets the options (`baseUrl`, `locale`, `timeoutMs`, `retries`, `registrationExperiment`) of the casino that the
 * mounted widgets and custom elements share. Call it before the first widget renders: later calls, and invalid
 * options, are reported on the console and ignored. Without a call, the casino uses the same origin and `en`.
 */
export function init(options: EmbedInitOptions): void {
  configureSharedCasino(options);
}

/** The shared casino, created with the `init` options on first use, and its i18n instance for the `widgets` strings. */
export function sharedCasino(): SharedCasino {
  if (!shared) {
    const casino = createCasino({ ...defaults, ...initOptions });
    const i18n = createI18n({
      locale: casino.state.locale.peek(),
      namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages },
      casino,
    });
    shared = { casino, i18n };
  }
  return shared;
}

/**
 * Reloads the shared casino's player and wallet, for a page told that the player changed (an iframe's
 * `refresh_user`: signed in or up, paid in or out); the page's widgets follow. The first call loads the casino.
 * Resolves with the player's profile, `null` for a guest; rejects when the platform cannot be reached at the first load.
 */
export async function refresh(): Promise<Profile | null> {
  const { casino } = sharedCasino();
  const loaded = casino.state.loginState.peek() !== 'unknown';
  await casino.start();
  if (loaded) {
    await casino.session.reloadProfile();
    if (casino.state.loginState.peek() === 'logged') await casino.wallet.reload();
  }
  return casino.state.profile.peek();
}
