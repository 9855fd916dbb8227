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
  const errors: string[] = [];
  const casino = {
    storage: { local: null, session },
    player: { addGroups },
    events: { emit: (_: string, payload: { path: string }) => errors.push(payload.path) },
  } as unknown as Pick<Casino, 'storage' | 'player' | 'events'>;
  return { casino, items, errors };
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

  it('keeps the flag when the group write fails, reporting the failure as a request error', async () => {
    const { casino, errors } = fakeCasino(() => Promise.reject(new Error('offline')));
    recordProviderPopupShown(casino);
    expect(providerPopupShown(casino)).toBe(true);
    await vi.waitFor(() => expect(errors).toEqual(['/api/player/groups']));
  });

  it('counts as shown when there is no session storage, so that it never nags on every game', () => {
    const { casino } = fakeCasino(async () => {});
    const withoutStorage = { ...casino, storage: { local: null, session: null } };
    expect(providerPopupShown(withoutStorage)).toBe(true);
  });
});
