import { useCasino } from '@casino/widgets';
import { useSyncExternalStore } from 'react';
import { type SupportState, type SupportStore, supportOf } from './supportStore';

/** The casino's support: its state (unread count, contact form, chat) and its actions. */
export function useSupport(): SupportState & Pick<SupportStore, 'open' | 'closeContact'> {
  const store = supportOf(useCasino());
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, open: store.open, closeContact: store.closeContact };
}
