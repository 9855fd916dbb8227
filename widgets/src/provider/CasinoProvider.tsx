import type { Casino } from '@casino/sdk';
import { createI18n } from '@casino/sdk/i18n';
import { type ReactNode, useEffect, useMemo } from 'react';
import { loadWidgetMessages } from '../i18n/loadWidgetMessages';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { CasinoContext, type CasinoContextValue, type CasinoI18n, type CasinoStartStatus } from './context';
import { translationStoreOf } from './translationStore';
import { useLoad } from './useLoad';

/** Props of {@link CasinoProvider}. */
export interface CasinoProviderProps {
  /** The casino made with `createCasino()` from `@casino/sdk`. Required. */
  casino: Casino;
  /** An i18next instance that loads the `widgets` namespace (see `loadWidgetMessages`). Defaults to one made with `createI18n` for the casino's locale. */
  i18n?: CasinoI18n;
  children?: ReactNode;
}

function assertCasino(casino: unknown): asserts casino is Casino {
  const candidate = casino as Partial<Casino> | null | undefined;
  if (typeof candidate?.start !== 'function' || typeof candidate.state !== 'object' || candidate.state === null) {
    throw new Error(
      'CasinoProvider needs a `casino` prop made with createCasino({ baseUrl }) from @casino/sdk, ' +
        `but got ${casino === null ? 'null' : typeof casino}. Write <CasinoProvider casino={createCasino({ baseUrl: '' })}>.`,
    );
  }
}

/** Shares a casino with the widgets below it: starts it (info and profile), keeps the widget translations in step with `casino.state.locale`. */
export function CasinoProvider({ casino, i18n: givenI18n, children }: CasinoProviderProps) {
  assertCasino(casino);
  const i18n = useMemo(
    () =>
      givenI18n ??
      createI18n({
        locale: casino.state.locale.peek(),
        namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages },
        casino,
      }),
    [givenI18n, casino],
  );
  const translations = useMemo(() => translationStoreOf(i18n), [i18n]);
  const started = useLoad(() => casino.start(), [casino]);
  const { status, error, reload } = started;
  const start = useMemo<CasinoStartStatus>(() => {
    if (status === 'ready') return { status: 'ready' };
    if (status === 'error') return { status: 'error', error, retry: () => void reload() };
    return { status: 'loading' };
  }, [status, error, reload]);

  useEffect(() => {
    void i18n.loadNamespaces(WIDGETS_NAMESPACE);
    return casino.state.locale.subscribe((locale) => {
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
    });
  }, [casino, i18n]);

  const value = useMemo<CasinoContextValue>(
    () => ({ casino, i18n, translations, start }),
    [casino, i18n, translations, start],
  );
  return <CasinoContext value={value}>{children}</CasinoContext>;
}
