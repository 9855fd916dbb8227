import { screen } from '@testing-library/react';
import { renderWidget } from '../../test/renderWidget';
import { useFormat } from './useFormat';

function Amount({ cents }: { cents?: number }) {
  const { money, percent } = useFormat();
  return <p>{cents === undefined ? percent(24) : money(cents, 'EUR')}</p>;
}

describe('useFormat', () => {
  it('asks for no currencies while a widget writes no amount', async () => {
    const { platform, casino } = renderWidget(<Amount />);
    expect(await screen.findByText('24%')).toBeInTheDocument();
    await casino.start();
    expect(platform.requests.filter((request) => request.route === 'currencies')).toHaveLength(0);
  });

  it("loads the currencies once the first amount is written, and writes it in the currency's units", async () => {
    const { platform } = renderWidget(
      <>
        <Amount cents={123_45} />
        <Amount cents={5_00} />
      </>,
    );
    expect(await screen.findByText('€123.45')).toBeInTheDocument();
    expect(screen.getByText('€5.00')).toBeInTheDocument();
    expect(platform.requests.filter((request) => request.route === 'currencies')).toHaveLength(1);
  });
});
