import { createCasino } from '@casino/sdk';
import { createI18n } from '@casino/sdk/i18n';
import { createSlotCalls } from '@casino/sdk/slot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSlotMessages, SLOT_NAMESPACE } from './i18n/loadSlotMessages';
import { SlotApp } from './SlotApp';
import { readSlotQuery } from './slotQuery';
import { slotT } from './slotText';
import './slot.css';

const root = document.getElementById('slot');
if (!root) throw new Error('slot.html needs an element with id "slot" to render the game into.');

const query = readSlotQuery(window.location.pathname, window.location.search);
const lang = query.ok ? query.query.lang : 'en';
document.documentElement.lang = lang;
// Same origin as the API: the session cookie, the SDK's headers, timeouts and contract checks apply as everywhere.
const casino = createCasino({ baseUrl: window.location.origin, locale: lang, realtime: false });
const i18n = createI18n({
  locale: lang,
  namespaces: { [SLOT_NAMESPACE]: loadSlotMessages },
  defaultNamespace: SLOT_NAMESPACE,
});

i18n.loadNamespaces(SLOT_NAMESPACE).then(() => {
  createRoot(root).render(
    <StrictMode>
      <SlotApp query={query} calls={createSlotCalls(casino.http)} origin={window.location.origin} t={slotT(i18n)} />
    </StrictMode>,
  );
});
