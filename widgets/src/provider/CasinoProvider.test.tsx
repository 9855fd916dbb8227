import type { Casino } from '@casino/sdk';
import { createI18n } from '@casino/sdk/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFixtureCasino } from '../../test/fixtures/casino';
import { FIXTURE_PASSWORD } from '../../test/fixtures/data';
import { Balance } from '../Balance/Balance';
import { Login } from '../Login/Login';
import { CasinoProvider } from './CasinoProvider';
import { useCasino } from './useCasino';
import { useCasinoState } from './useCasinoState';
import { useT } from './useT';

function LoginStateProbe() {
  const { loginState, licence } = useCasinoState();
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

  it('shows a failed start with a retry that starts again', async () => {
    const { casino } = createFixtureCasino();
    const start = vi.fn<Casino['start']>().mockRejectedValueOnce(new Error('down')).mockImplementation(casino.start);
    render(
      <CasinoProvider casino={{ ...casino, start }}>
        <Login />
      </CasinoProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The casino could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
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
