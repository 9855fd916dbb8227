import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('/oops', () => {
  it('says the page is not available, with the lobby and support as ways on', async () => {
    const { container, currentUrl } = renderSite('/oops');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this page is not available to you', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the lobby' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });
});
