import { screen } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('App', () => {
  it.each(['/embed', '/embed/', '/embed/x/y', '/embed/deposit', '/embed/login/profile'])(
    'answers %s with the unknown-widget page, never the signed-in site',
    async (url) => {
      renderSite(url);
      expect(await screen.findByText(/There is no widget called/)).toBeVisible();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );
});
