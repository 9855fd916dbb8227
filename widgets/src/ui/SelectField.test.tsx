import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'EUR', label: 'Euro' },
  { value: 'BTC', label: 'Bitcoin' },
];

describe('SelectField', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    const onValueChange = vi.fn();
    render(<SelectField label="Currency" options={OPTIONS} placeholder="Choose…" onValueChange={onValueChange} />);
    const select = screen.getByLabelText('Currency');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Euro', 'Bitcoin']);
    await userEvent.selectOptions(select, 'BTC');
    expect(select).toHaveValue('BTC');
    expect(onValueChange).toHaveBeenLastCalledWith('BTC');
  });

  it('links its hint and error and passes axe', async () => {
    const { container } = render(
      <SelectField label="Currency" options={OPTIONS} hint="Cannot be changed later" error="can't be blank" />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription("Cannot be changed later can't be blank");
    await expectNoAxeViolations(container);
  });
});
