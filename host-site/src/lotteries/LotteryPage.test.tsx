import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

describe('lottery page', () => {
  it('/lottery/{slug} shows the lottery while the lotteries page is on', async () => {
    const { container } = renderSite('/lottery/autumn-lottery', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Autumn lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Verify the draw' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('/lottery/{slug} sends players to the tournaments while the lotteries page is off', async () => {
    const pages = { rocket_mart: { enabled: true }, rocket_chance: { enabled: true }, lotteries: { enabled: false } };
    const { currentUrl } = renderSite('/lottery/rocket-lottery', { ...signedIn, loyalty: { pages } });
    await waitFor(() => expect(currentUrl()).toBe('/tournaments/all'));
  });
});
