import type { PaymentMethod } from '@casino/sdk/contract';
import { FIXTURE_CRYPTO_ADDRESSES, type FixtureCasinoOptions } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { CasinoProvider } from '../provider/CasinoProvider';
import { WidgetShell } from '../shell/WidgetShell';
import { CryptoDeposit } from './CryptoDeposit';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const BTC_ADDRESS = FIXTURE_CRYPTO_ADDRESSES.BTC ?? '';

function renderStep(step: ReactElement, options: FixtureCasinoOptions = {}) {
  return renderWidget(<WidgetShell widget="cashbox">{step}</WidgetShell>, { ...signedIn, ...options });
}

async function bitcoin(casino: ReturnType<typeof renderStep>['casino']): Promise<PaymentMethod> {
  const [method] = await casino.payments.getMethods({ currency: 'BTC', paymentAction: 'deposit' });
  if (!method) throw new Error('the fixture has no BTC deposit method');
  return method;
}

/** Renders the step once the method list (as the deposit step would have it) is known. */
async function renderBitcoin(onDeposited?: () => void, options: FixtureCasinoOptions = {}) {
  const first = renderStep(<p>…</p>, options);
  await screen.findByText('…');
  const method = await act(() => bitcoin(first.casino));
  first.rerender(
    <CasinoProvider casino={first.casino}>
      <WidgetShell widget="cashbox">
        <CryptoDeposit method={method} onDeposited={onDeposited} />
      </WidgetShell>
    </CasinoProvider>,
  );
  return { ...first, method };
}

describe('CryptoDeposit', () => {
  it('shows the address with its QR code, the minimum and what to send', async () => {
    const { container } = await renderBitcoin();
    const address = await screen.findByRole('textbox', { name: 'Your Bitcoin (BTC) deposit address' });
    expect(address).toHaveValue(BTC_ADDRESS);
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: 'QR code of your Bitcoin (BTC) deposit address' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByText('Minimum deposit: 100 μBTC')).toBeVisible();
    expect(screen.getByText('Send only Bitcoin (BTC) to this address.')).toBeVisible();
    expect(screen.getByText('Your deposit is credited once the network confirms the transfer.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('copies the address and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderBitcoin();
    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(BTC_ADDRESS);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('tells the player to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderBitcoin();
    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The address could not be copied: select it and copy it yourself.',
    );
  });

  it('says "Received" when the chain confirms a transfer, and tells the host once', async () => {
    const onDeposited = vi.fn();
    const { casino, platform, container } = await renderBitcoin(onDeposited);
    await screen.findByRole('textbox', { name: 'Your Bitcoin (BTC) deposit address' });
    const payment = await act(async () => {
      const response = await platform.fetch('/dev/crypto/receive', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'chain-tx-1' },
        body: JSON.stringify({ address: BTC_ADDRESS, amount_cents: 250_000 }),
      });
      return response.json();
    });
    expect(payment.state).toBe('succeeded');
    const change = {
      id: payment.id,
      amount_cents: payment.amount_cents,
      currency: 'BTC',
      action: 'deposit' as const,
      payment_system: 'crypto',
      recallable: false,
      created_at: payment.created_at,
      finished_at: payment.finished_at,
      success: true,
      state: 'succeeded' as const,
    };
    await act(async () => {
      casino.events.emit('realtime:payments_changes', {
        seq: 1,
        data: { ...change, state: 'processing', success: false },
      });
      casino.events.emit('realtime:payments_changes', { seq: 2, data: change });
      casino.events.emit('realtime:payments_changes', { seq: 3, data: change });
      casino.events.emit('realtime:payments_changes', { seq: 4, data: { ...change, id: 999, currency: 'ETH' } });
    });
    expect(await screen.findByText('Received 2,500 μBTC')).toBeVisible();
    expect(onDeposited).toHaveBeenCalledTimes(1);
    expect(onDeposited).toHaveBeenCalledWith(
      expect.objectContaining({ id: payment.id, amount_cents: 250_000, state: 'succeeded', currency: 'BTC' }),
    );
    await expectNoAxeViolations(container);
  });

  it('says when the address cannot be loaded and loads it again', async () => {
    const failures: Record<string, number> = { cryptoAddress: 500 };
    await renderBitcoin(undefined, { failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your deposit address could not be loaded.');
    expect(screen.queryByRole('textbox')).toBeNull();
    delete failures.cryptoAddress;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(BTC_ADDRESS));
  });
});
