// Type tests of the public API as an npm user sees it (`npm run typecheck -w examples/react-app` checks them
// against the built .d.ts files). Each @ts-expect-error line must stay an error.
import { createCasino } from '@casino/sdk';
import { Balance, CasinoProvider, Login } from '@casino/widgets';
import { type CasinoWidgetElement, defineCasinoElements, init, mount, WIDGET_NAMES } from '@casino/widgets/embed';

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
const names: readonly ('login' | 'registration' | 'balance' | 'cashbox' | 'game-grid' | 'game-search')[] = WIDGET_NAMES;

document.addEventListener('casino:signed-in', (event) => event.detail.email.toLowerCase());
document.addEventListener('casino:deposited', (event) => event.detail.amount_cents.toFixed());
const cashbox = mount(element, 'cashbox', { step: 'withdraw', onWithdrawn: (payment) => payment.id });
// @ts-expect-error the embedded cashbox always returns from the 3-D Secure step to its own page
cashbox.update({ onRedirect: () => undefined });
document.addEventListener('casino:navigate', (event) => {
  const to: 'registration' | 'remind' | 'login' | 'limits' = event.detail.to;
  return to;
});
const tag: CasinoWidgetElement | null = document.querySelector('casino-balance');
if (tag) tag.theme = 'dark';
// @ts-expect-error a theme is dark or light
if (tag) tag.theme = 'blue';

export const app = (
  <CasinoProvider casino={createCasino({ baseUrl: '' })}>
    <Login onSignedIn={(user) => user.id} />
    {/* @ts-expect-error appearance themes are dark or light */}
    <Balance appearance={{ theme: 'blue' }} />
    {names.length}
  </CasinoProvider>
);
