import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors at once', async () => {
    const { container } = render(<Alert title="Sign-in failed">Check your password.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failedCheck your password.');
    await expectNoAxeViolations(container);
  });

  it('announces other tones politely', () => {
    render(<Alert tone="success">Wallet switched.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Wallet switched.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
