import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const CONTACTS = {
  en: [{ id: 'contacts', categories: ['footer'], content: '<p>Call us on {phone} or write to <b>{email}</b>.</p>' }],
};

describe('footer', () => {
  it('names the Curaçao licence and age 18 under CW, with its payment logos and seal', async () => {
    renderSite('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/licence issued in Curaçao/)).toBeInTheDocument();
    expect(within(footer).getByText(/aged 18 and over/)).toBeInTheDocument();
    const payments = await within(footer).findByRole('list', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(['Visa', 'Mastercard', 'Bitcoin', 'Ethereum', 'Litecoin', 'Tether']);
    const licences = within(footer).getByRole('list', { name: 'Licences' });
    expect(within(licences).getByRole('img', { name: 'Curaçao gaming licence' })).toHaveAttribute(
      'src',
      '/footer/curacao.svg',
    );
    expect(within(licences).getByRole('img', { name: 'Only players aged 18 and over' })).toHaveTextContent('18+');
  });

  it('names the Estonian licence and age 21 under EE, without crypto logos', async () => {
    renderSite('/', { licence: 'EE' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/Estonian Tax and Customs Board/)).toBeInTheDocument();
    expect(within(footer).getByText(/aged 21 and over/)).toBeInTheDocument();
    const payments = await within(footer).findByRole('list', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(['Visa', 'Mastercard', 'Trustly']);
    expect(within(footer).getByRole('img', { name: 'Estonian gaming licence' })).toBeInTheDocument();
  });

  it('links the CMS info and help pages whose page is on, the contacts, social links, awards and providers', async () => {
    const { container, currentUrl } = renderSite('/', {
      cms: { snippets: CONTACTS },
      feConfig: { 'pages-config': { about: false } },
    });
    const footer = await screen.findByRole('contentinfo');
    const info = await within(footer).findByRole('navigation', { name: 'Information' });
    expect(within(info).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(info).queryByRole('link', { name: 'Hidden page' })).toBeNull();
    // the pages config has /about off: it leaves the footer
    expect(within(info).queryByRole('link', { name: 'About us' })).toBeNull();
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );

    const contacts = within(footer).getByRole('region', { name: 'Contacts' });
    await waitFor(() =>
      expect(contacts).toHaveTextContent('Call us on +356 2000 0000 or write to support@casino.test.'),
    );
    expect(within(contacts).getByRole('link', { name: '+356 2000 0000' })).toHaveAttribute('href', 'tel:+35620000000');
    expect(within(contacts).getByRole('link', { name: 'support@casino.test' })).toHaveAttribute(
      'href',
      'mailto:support@casino.test',
    );
    expect(contacts.querySelector('b')).toBeNull();

    const social = await within(footer).findByRole('region', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/casino');

    const awards = within(footer).getByRole('region', { name: 'Awards' });
    expect(within(awards).getByRole('link', { name: 'Best new casino' })).toBeInTheDocument();
    expect(within(awards).getByRole('button', { name: 'Next award' })).toBeInTheDocument();

    const providers = await within(footer).findByRole('navigation', { name: 'Game providers' });
    const firstProvider = within(providers).getAllByRole('link')[0] as HTMLElement;
    expect(firstProvider.getAttribute('href')).toMatch(/^\/producers\/[\w-]+$/);

    await expectNoAxeViolations(container);
    await userEvent.click(within(awards).getByRole('link', { name: 'Show all awards' }));
    await waitFor(() => expect(currentUrl()).toBe('/awards'));
  });

  it('writes the copyright for visitors in Australia', async () => {
    renderSite('/', { country: 'AU' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/Gambling Help Online, 1800 858 858/)).toBeInTheDocument();
  });

  it('writes the copyright for VIP players', async () => {
    renderSite('/', { signedInAs: 'eur@casino.test', groups: [258] });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/Reference Casino VIP Club/)).toBeInTheDocument();
  });
});
