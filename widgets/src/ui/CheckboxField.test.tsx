import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('toggles with the keyboard and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<CheckboxField label="I accept the terms" onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    expect(screen.getByLabelText('I accept the terms')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('I accept the terms')).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('links its error and passes axe', async () => {
    const { container } = render(<CheckboxField label="I accept the terms" error="must be accepted" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('must be accepted');
    await expectNoAxeViolations(container);
  });
});
