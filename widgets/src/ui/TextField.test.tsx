import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from './TextField';

function Upper() {
  const [value, setValue] = useState('');
  return <TextField label="Code" value={value} onValueChange={(v) => setValue(v.toUpperCase())} />;
}

describe('TextField', () => {
  it('ties its label, hint and error to the input', async () => {
    const { container } = render(<TextField label="Email" name="email" hint="We never share it" error="is invalid" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it is invalid');
    await expectNoAxeViolations(container);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" name="email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('reports typed text when uncontrolled', async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Nickname" defaultValue="a" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Nickname'), 'bc');
    expect(screen.getByLabelText('Nickname')).toHaveValue('abc');
    expect(onValueChange).toHaveBeenLastCalledWith('abc');
  });

  it('shows the value its owner holds when controlled', async () => {
    render(<Upper />);
    await userEvent.type(screen.getByLabelText('Code'), 'ab');
    expect(screen.getByLabelText('Code')).toHaveValue('AB');
  });
});
