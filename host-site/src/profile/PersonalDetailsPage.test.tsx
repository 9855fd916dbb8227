import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('personal details page', () => {
  it('sends a guest to registration and back', async () => {
    const { currentUrl } = renderSite('/profile/details');
    await waitFor(() => expect(currentUrl()).toBe('/registration?redirect=%2Fprofile%2Fdetails'));
  });

  it('is a tab of the profile with the edition context’s fields, prefilled, and saves them', async () => {
    const { container, requests } = renderSite('/profile/details', { signedInAs: 'eur@casino.test' });
    const form = await screen.findByRole('region', { name: 'Personal details' });
    expect(screen.getByRole('link', { name: 'Personal details', current: 'page' })).toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name')),
    ).toEqual(['nickname', 'first_name', 'last_name', 'mobile_phone', 'city', 'address', 'postal_code']);
    expect(within(form).getByLabelText('Nickname')).toHaveValue('Lucky');
    await expectNoAxeViolations(container);

    await userEvent.type(within(form).getByLabelText('First name'), 'Anna');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Schmidt');
    await userEvent.type(within(form).getByLabelText('Mobile phone'), '+49 30 1234567');
    await userEvent.type(within(form).getByLabelText('City'), 'Berlin');
    await userEvent.type(within(form).getByLabelText('Address'), 'Hauptstraße 1');
    await userEvent.type(within(form).getByLabelText('Postal code'), '10115{Enter}');
    expect(await within(form).findByText('Your details have been saved.')).toBeInTheDocument();
    expect(requests.filter((r) => r.route === 'updateProfile').map((r) => r.body)).toEqual([
      {
        user: {
          first_name: 'Anna',
          last_name: 'Schmidt',
          mobile_phone: '+49 30 1234567',
          city: 'Berlin',
          address: 'Hauptstraße 1',
          postal_code: '10115',
        },
      },
    ]);
  });

  it('is linked from the profile overview', async () => {
    const { currentUrl } = renderSite('/profile', { signedInAs: 'eur@casino.test' });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit your personal details' }));
    await waitFor(() => expect(currentUrl()).toBe('/profile/details'));
    expect(await screen.findByRole('region', { name: 'Personal details' })).toBeInTheDocument();
  });
});
