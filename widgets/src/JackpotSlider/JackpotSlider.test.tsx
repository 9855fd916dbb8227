import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { JackpotSlider } from './JackpotSlider';

const visibleSlide = () => screen.getByRole('group');

describe('JackpotSlider', () => {
  it('shows the biggest level first with its amount, seed and must-drop-by amount', async () => {
    const { container } = renderWidget(<JackpotSlider jackpot="mystic-gems" />);
    await screen.findByRole('heading', { name: 'Mystic Gems' });
    expect(visibleSlide()).toHaveAccessibleName('Mega, 1 of 3');
    expect(visibleSlide()).toHaveTextContent('€1,250,000.00');
    expect(visibleSlide()).toHaveTextContent('Starts again at €1,000,000.00');
    expect(visibleSlide()).toHaveTextContent('Drops by €1,500,000.00 at the latest');
    await expectNoAxeViolations(container);
  });

  it('moves with the buttons and the arrow, Home and End keys, wrapping around', async () => {
    const user = userEvent.setup();
    renderWidget(<JackpotSlider />);
    await screen.findByRole('heading', { name: 'Mystic Gems' });
    await user.click(screen.getByRole('button', { name: 'Next level' }));
    expect(visibleSlide()).toHaveAccessibleName('Major, 2 of 3');
    expect(screen.getByRole('button', { name: 'Show Major' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('Minor, 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('Mega, 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('Minor, 3 of 3');
    await user.keyboard('{Home}');
    expect(visibleSlide()).toHaveAccessibleName('Mega, 1 of 3');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Mystic Gems' }), { key: 'End' });
    expect(visibleSlide()).toHaveAccessibleName('Minor, 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous level' }));
    expect(visibleSlide()).toHaveAccessibleName('Major, 2 of 3');
  });
});
