import { createI18n } from '@casino/sdk/i18n';
import { loadSlotMessages, SLOT_NAMESPACE } from '../i18n/loadSlotMessages';
import { slotT } from '../slotText';

/** The slot page's English texts, for tests that compare what the page says. */
export async function englishSlotT() {
  const i18n = createI18n({
    locale: 'en',
    namespaces: { [SLOT_NAMESPACE]: loadSlotMessages },
    defaultNamespace: SLOT_NAMESPACE,
  });
  await i18n.loadNamespaces(SLOT_NAMESPACE);
  return slotT(i18n);
}
