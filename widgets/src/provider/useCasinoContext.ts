import { useContext } from 'react';
import { CasinoContext, type CasinoContextValue } from './context';

/** Internal: the provider's value, or an error naming the hook and the fix. */
export function useCasinoContext(hook: string): CasinoContextValue {
  const value = useContext(CasinoContext);
  if (!value) {
    throw new Error(
      `${hook}() was called outside a <CasinoProvider>. Wrap the widgets in ` +
        '<CasinoProvider casino={createCasino({ baseUrl })}> (from @casino/widgets and @casino/sdk).',
    );
  }
  return value;
}
