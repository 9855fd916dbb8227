import { bonusesOf } from '@casino/sdk/bonuses';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  it('shows toasts in a labelled region, errors in an assertive live region, each with close and action', async () => {
    const onNavigate = vi.fn();
    const { casino, container } = renderWidget(<Toasts onNavigate={onNavigate} />);
    const region = await screen.findByRole('region', { name: 'Messages' });
    const { toasts } = bonusesOf(casino);
    act(() => {
      toasts.show({ id: 'saved', tone: 'success', text: 'Your details were saved.' });
      toasts.show({
        id: 'limit',
        tone: 'warning',
        code: 'ON_LIMIT_REACHED',
        title: 'Limit reached',
        text: 'You reached your deposit limit.',
        action: { label: 'See limits', to: '/profile/limits' },
      });
      toasts.show({ id: 'failed', tone: 'error', text: 'The deposit failed.' });
    });
    const [polite, assertive] = within(region).getAllByRole('list');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(await within(polite as HTMLElement).findAllByRole('listitem')).toHaveLength(2);
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(assertive).toHaveTextContent('The deposit failed.');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('link', { name: 'See limits' }));
    expect(onNavigate).toHaveBeenCalledWith('/profile/limits');
    expect(screen.queryByText('You reached your deposit limit.')).toBeNull();

    await userEvent.click(within(assertive as HTMLElement).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('The deposit failed.')).toBeNull();
    expect(screen.getByText('Your details were saved.')).toBeInTheDocument();
  });
});
