import { configOf } from '@casino/sdk/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';
import { leaveSite } from './leaveSite';

const promotionsOff = { feConfig: { 'pages-config': { promotions: false } } } as const;

describe('pages config', () => {
  it('answers a page that is off as not found for guests and players', async () => {
    renderSite('/promotions', promotionsOff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens a page that is off for testers', async () => {
    const view = renderSite('/promotions', { ...promotionsOff, signedInAs: 'eur@casino.test', groups: [21] });
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(view.casino.state.loginState.value).toBe('logged'));
    await waitFor(() =>
      expect(view.requests.some((request) => request.path === '/api/fe/config/pages-config')).toBe(true),
    );
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading.textContent).not.toBe('Page not found');
  });
});

describe('sport entries', () => {
  const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => {});
  beforeEach(() => leave.mockClear());
  afterAll(() => leave.mockRestore());

  it('sends /sport/login and /sport/{param} to the betting site', async () => {
    renderSite('/sport/login');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://bet.casino.test/login'));
  });

  it('sends #sport_live on any page to the betting page', async () => {
    renderSite('/#sport_live');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://bet.casino.test/live'));
  });

  it('answers /sport as not found when the operator has no betting site', async () => {
    renderSite('/sport', { feConfig: { 'betting-config': { betting_link: null, betting_check: false } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('/ffc', () => {
  it('shows guests every flag with its value and no switches', async () => {
    renderSite('/ffc');
    const table = await screen.findByRole('table', { name: 'Feature flags of this site' });
    const row = await within(table).findByRole('row', { name: /betting_check/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['On', 'On']);
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/Only testers can change them/)).toBeInTheDocument();
  });

  it("lets a tester set a flag for his browser: the site reads it, the server's value stays", async () => {
    const view = renderSite('/ffc', { signedInAs: 'eur@casino.test', groups: [21] });
    const table = await screen.findByRole('table', { name: 'Feature flags of this site' });
    const override = await within(table).findByRole('combobox', { name: 'rocket_chance in this browser' });
    const row = within(table).getByRole('row', { name: /rocket_chance/ });
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('On');
    await userEvent.selectOptions(override, 'off');
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Off');
    expect(configOf(view.casino).overrides.values.value).toEqual({ 'promotion-pages.rocket_chance': false });
    await userEvent.selectOptions(override, 'server');
    expect(configOf(view.casino).overrides.values.value).toEqual({});
  });
});
