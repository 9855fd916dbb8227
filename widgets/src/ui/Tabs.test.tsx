import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { Tabs } from './Tabs';

const PLANETS = ['mercury', 'venus', 'earth'] as const;

function Planets({ onChoose }: { onChoose?: (planet: string) => void }) {
  const [shown, setShown] = useState<(typeof PLANETS)[number]>('venus');
  const choose = (planet: (typeof PLANETS)[number]) => {
    setShown(planet);
    onChoose?.(planet);
  };
  return (
    <Tabs tabs={PLANETS} shown={shown} onChoose={choose} label="Planets" title={(planet) => planet.toUpperCase()}>
      <p>About {shown}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the chosen tab’s panel, named by its tab, with only that tab in the tab order', async () => {
    const { container } = render(<Planets />);
    expect(screen.getByRole('tablist', { name: 'Planets' })).toBeInTheDocument();
    const venus = screen.getByRole('tab', { name: 'VENUS' });
    expect(venus).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'VENUS' })).toHaveTextContent('About venus');
    await userEvent.click(screen.getByRole('tab', { name: 'EARTH' }));
    expect(screen.getByRole('tabpanel', { name: 'EARTH' })).toHaveTextContent('About earth');
    await expectNoAxeViolations(container);
  });

  it('moves with the arrow keys, Home and End, focusing the tab it shows and stopping at the ends', async () => {
    const chosen: string[] = [];
    render(<Planets onChoose={(planet) => chosen.push(planet)} />);
    screen.getByRole('tab', { name: 'VENUS' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Home}{ArrowLeft}{End}');
    expect(chosen).toEqual(['earth', 'earth', 'mercury', 'mercury', 'earth']);
    expect(screen.getByRole('tab', { name: 'EARTH' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About earth');
  });
});
