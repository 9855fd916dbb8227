// Type tests of the public API as an npm user sees it (`npm run typecheck -w examples/react-app` checks them
// against the built .d.ts files). Each @ts-expect-error line must stay an error.
import { createCasino } from '@casino/sdk';
import { Balance, CasinoProvider, Login } from '@casino/widgets';
import {
  type CasinoWidgetElement,
  defineCasinoElements,
  init,
  mount,
  WIDGET_NAMES,
  type WidgetName,
} from '@casino/widgets/embed';

const element = document.createElement('div');

const login = mount(element, 'login', {
  onSignedIn: (user) => user.email.toLowerCase(),
  appearance: { theme: 'dark' },
});
login.update({ onNavigate: (to: 'registration' | 'remind') => to });
login.unmount();
// @ts-expect-error there is no such widget
mount(element, 'jackpot');
// @ts-expect-error the balance widget has no sign-in callback
mount(element, 'balance', { onSignedIn: () => undefined });

init({ baseUrl: 'https://casino.example.com', locale: 'de' });
// @ts-expect-error not a locale of the casino
init({ locale: 'xx' });
defineCasinoElements();
const names: readonly WidgetName[] = WIDGET_NAMES;
const giftList: WidgetName = 'gift-list';
// @ts-expect-error not an embeddable widget
const notAWidget: WidgetName = 'game-tile';

document.addEventListener('casino:signed-in', (event) => event.detail.email.toLowerCase());
document.addEventListener('casino:deposited', (event) => event.detail.amount_cents.toFixed());
const cashbox = mount(element, 'cashbox', { step: 'withdraw', onWithdrawn: (payment) => payment.id });
// @ts-expect-error the embedded cashbox always returns from the 3-D Secure step to its own page
cashbox.update({ onRedirect: () => undefined });
document.addEventListener('casino:navigate', (event) => {
  const to: 'registration' | 'remind' | 'login' | 'limits' | 'gifts' = event.detail.to;
  return to;
});
const tag: CasinoWidgetElement | null = document.querySelector('casino-balance');
if (tag) tag.theme = 'dark';
// @ts-expect-error a theme is dark or light
if (tag) tag.theme = 'blue';
const gifts = document.querySelector('casino-gift-list');
if (gifts) gifts.defaultTab = 'history';
// @ts-expect-error the gift list's tabs are active and history
if (gifts) gifts.defaultTab = 'pending';
const grid = document.querySelector('casino-game-grid');
if (grid) grid.pageSize = 24;
// @ts-expect-error the balance element has no page size
document.querySelector('casino-balance')?.pageSize;
document.querySelector('casino-gift-list')?.addEventListener('casino:tab-change', (event) => event.detail.tab);
mount(element, 'gift-list', { defaultTab: 'active', onTabChange: (tab: 'active' | 'history') => tab });

export const app = (
  <CasinoProvider casino={createCasino({ baseUrl: '' })}>
    <Login onSignedIn={(user) => user.id} />
    {/* @ts-expect-error appearance themes are dark or light */}
    <Balance appearance={{ theme: 'blue' }} />
    {names.length}
    {giftList}
    {notAWidget}
    <casino-gift-list default-tab="history" />
    <casino-gift-list defaultTab="history" theme="dark" />
    {/* @ts-expect-error the gift list's tabs are active and history */}
    <casino-gift-list defaultTab="pending" />
    <casino-game-grid category="pokies" pageSize={24} />
    {/* @ts-expect-error the game grid takes no such property */}
    <casino-game-grid colour="red" />
  </CasinoProvider>
);
