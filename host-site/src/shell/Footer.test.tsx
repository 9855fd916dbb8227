import { screen, within } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('footer', () => {
  it('names the Curaçao licence and age 18 under CW', async () => {
    renderSite('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/licence issued in Curaçao/)).toBeInTheDocument();
    expect(within(footer).getByText(/aged 18 and over/)).toBeInTheDocument();
  });

  it('names the Estonian licence and age 21 under EE', async () => {
    renderSite('/', { licence: 'EE' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/Estonian Tax and Customs Board/)).toBeInTheDocument();
    expect(within(footer).getByText(/aged 21 and over/)).toBeInTheDocument();
  });
});
