import type { Casino } from '@casino/sdk';
import {
  PROVIDER_POPUP_SHOWN_GROUP,
  PROVIDER_POPUP_SHOWN_KEY,
  providerPopupShown,
  recordProviderPopupShown,
} from './providerPopupRecord';

function fakeCasino(addGroups: (ids: (string | number)[]) => Promise<void>) {
  const items = new Map<string, string>();
  const session = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const casino = {
    storage: { local: null, session },
    player: { addGroups },
  } as unknown as Pick<Casino, 'storage' | 'player'>;
  return { casino, items };
}

describe('provider popup record', () => {
  it('is not shown until recorded, then writes the session flag and the was-shown group', async () => {
    const added: (string | number)[][] = [];
    const { casino, items } = fakeCasino(async (ids) => void added.push(ids));
    expect(providerPopupShown(casino)).toBe(false);
    recordProviderPopupShown(casino);
    expect(providerPopupShown(casino)).toBe(true);
    expect(items.get(PROVIDER_POPUP_SHOWN_KEY)).toBe('1');
    expect(added).toEqual([[PROVIDER_POPUP_SHOWN_GROUP]]);
  });

  it('keeps the flag when the group write fails, and leaves no rejection unhandled', async () => {
    let rejected = false;
    const { casino } = fakeCasino(() => {
      rejected = true;
      return Promise.reject(new Error('offline'));
    });
    recordProviderPopupShown(casino);
    expect(providerPopupShown(casino)).toBe(true);
    await vi.waitFor(() => expect(rejected).toBe(true));
  });

  it('counts as shown when there is no session storage, so that it never nags on every game', () => {
    const { casino } = fakeCasino(async () => {});
    const withoutStorage = { ...casino, storage: { local: null, session: null } };
    expect(providerPopupShown(withoutStorage)).toBe(true);
  });
});
