import { type Casino, createCasino } from '@casino/sdk';
import { createI18n } from '@casino/sdk/i18n';
import { createFixtureCasino, createFixturePlatform, FIXTURE_PASSWORD, servePlatform } from '@casino/sdk/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Balance } from '../Balance/Balance';
import { Login } from '../Login/Login';
import { CasinoProvider } from './CasinoProvider';
import { useCasino } from './useCasino';
import { useCasinoSignal } from './useCasinoSignal';
import { useT } from './useT';

function LoginStateProbe() {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const licence = useCasinoSignal((state) => state.licence.value);
  return (
    <p>
      {loginState} {licence}
    </p>
  );
}

function LanguageProbe() {
  const { language, ready, t } = useT();
  return <p>{ready ? `${language}: ${t('balance.title')}` : 'not ready'}</p>;
}

function CasinoProbe() {
  useCasino();
  return null;
}

describe('CasinoProvider', () => {
  it('says how to fix a hook used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CasinoProbe />)).toThrow(
      'useCasino() was called outside a <CasinoProvider>. Wrap the widgets in <CasinoProvider casino={createCasino({ baseUrl })}>',
    );
  });

  it('says how to fix a missing casino', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const noCasino = undefined as unknown as Casino;
    expect(() => render(<CasinoProvider casino={noCasino} />)).toThrow(
      'CasinoProvider needs a `casino` prop made with createCasino({ baseUrl }) from @casino/sdk, but got undefined.',
    );
  });

  it('starts the casino and re-renders readers of its state when a signal changes', async () => {
    const { casino } = createFixtureCasino();
    render(
      <CasinoProvider casino={casino}>
        <LoginStateProbe />
      </CasinoProvider>,
    );
    expect(await screen.findByText('anonymous CW')).toBeInTheDocument();
    await act(() => casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD));
    expect(screen.getByText('logged CW')).toBeInTheDocument();
  });

  it('translates with the casino locale and follows its changes', async () => {
    const { casino } = createFixtureCasino({ locale: 'et' });
    render(
      <CasinoProvider casino={casino}>
        <LanguageProbe />
      </CasinoProvider>,
    );
    expect(await screen.findByText('et: Saldo')).toBeInTheDocument();
    await act(() => casino.setLocale('de'));
    expect(await screen.findByText('de: Kontostand')).toBeInTheDocument();
  });

  it('merges the server’s overrides over the bundled strings', async () => {
    const { casino } = createFixtureCasino({ messages: { en: { 'balance.title': 'Your money' } } });
    render(
      <CasinoProvider casino={casino}>
        <LanguageProbe />
      </CasinoProvider>,
    );
    expect(await screen.findByText('en: Your money')).toBeInTheDocument();
  });

  it('uses the host’s i18n instance when given one', async () => {
    const { casino } = createFixtureCasino();
    const i18n = createI18n({ locale: 'en', namespaces: { widgets: async () => ({ 'balance.title': 'Wallet' }) } });
    render(
      <CasinoProvider casino={casino} i18n={i18n}>
        <LanguageProbe />
      </CasinoProvider>,
    );
    expect(await screen.findByText('en: Wallet')).toBeInTheDocument();
  });

  it('shows a failed start while the platform is down, and its retry starts again once it is up', async () => {
    const platform = createFixturePlatform();
    const served = await servePlatform(platform, { up: false });
    onTestFinished(() => served.close());
    const casino = createCasino({ baseUrl: served.url, retries: 0, storage: {} });
    render(
      <CasinoProvider casino={casino}>
        <Login />
      </CasinoProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The casino could not be reached.');
    expect(platform.requests).toEqual([]);
    served.setUp(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(platform.requests.filter((r) => r.route === 'player')).toHaveLength(1);
  });

  it('shares one casino between widgets', async () => {
    const { casino } = createFixtureCasino();
    render(
      <CasinoProvider casino={casino}>
        <Login />
        <Balance />
      </CasinoProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    expect(await screen.findByText('Real money')).toBeInTheDocument();
  });
});
