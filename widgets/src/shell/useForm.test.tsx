import { CasinoHttpError, NetworkError } from '@casino/sdk';
import { validateEmail, validatePassword } from '@casino/sdk/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormRefusal, useForm } from './useForm';

/** Translations that show the key and its options, so that the test reads which message was chosen. */
const t = (key: string, options?: Record<string, unknown>) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

const refused = (fields: Record<string, string[]>) =>
  new CasinoHttpError({
    method: 'POST',
    path: '/x',
    status: 422,
    data: { errors: fields },
    headers: new Headers(),
    fields,
  });

function SignUp({ send }: { send: (values: { email: string; password: string }) => Promise<FormRefusal | undefined> }) {
  const form = useForm({
    initial: { email: '', password: '' },
    fields: ['email', 'password'],
    t,
    messageOptions: { age: 18 },
    failed: { key: 'failed' },
    validate: (values) => {
      const email = validateEmail(values.email);
      const password = validatePassword(values.password);
      return { ...(email ? { email: [email] } : {}), ...(password ? { password: [password] } : {}) };
    },
    send,
  });
  const field = (name: 'email' | 'password') => (
    <label>
      {name}
      <input
        ref={form.register(name)}
        value={form.text(name)}
        onChange={(event) => form.set(name, event.target.value)}
        data-error={form.errorOf(name)}
      />
    </label>
  );
  return (
    <form onSubmit={form.submit}>
      {form.formErrors.map((message) => (
        <p key={JSON.stringify(message)} role="alert">
          {'key' in message ? message.key : message.server}
        </p>
      ))}
      {field('email')}
      {field('password')}
      <button type="submit">Send{form.busy ? 'ing' : ''}</button>
    </form>
  );
}

describe('useForm', () => {
  it('checks the rules first, says why beside each field, focuses the first, and sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    render(<SignUp send={send} />);
    await userEvent.type(screen.getByLabelText('password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('email')).toHaveFocus();
    expect(screen.getByLabelText('email')).toHaveAttribute('data-error', 'sdk:validation.email {"age":18}');
    expect(screen.getByLabelText('password')).toHaveAttribute(
      'data-error',
      'sdk:validation.password_length {"age":18}',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a refusal’s field messages beside their fields and the others above, then clears them when accepted', async () => {
    const send = vi
      .fn<(values: { email: string; password: string }) => Promise<FormRefusal | undefined>>()
      .mockRejectedValueOnce(refused({ password: ['is too common'], base: ['Try again tomorrow'] }))
      .mockResolvedValueOnce(undefined);
    render(<SignUp send={send} />);
    await userEvent.type(screen.getByLabelText('email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'Secret123' });
    // the refusal arrives after the click: its render gives the field the focus
    await waitFor(() => expect(screen.getByLabelText('password')).toHaveFocus());
    expect(screen.getByLabelText('password')).toHaveAttribute('data-error', 'is too common');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['failed', 'Try again tomorrow']);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('password')).not.toHaveAttribute('data-error');
  });

  it('takes a refusal answered as a value, and says a network failure above the form without blaming the values', async () => {
    const send = vi
      .fn<(values: { email: string; password: string }) => Promise<FormRefusal | undefined>>()
      .mockResolvedValueOnce({ errors: { email: ['has already been taken'] } })
      .mockRejectedValueOnce(new NetworkError({ path: '/x', attempts: 3, timedOut: false, cause: null }));
    render(<SignUp send={send} />);
    await userEvent.type(screen.getByLabelText('email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('email')).toHaveAttribute('data-error', 'sdk:server.email_taken {"age":18}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['sdk:error.network']);
    expect(screen.getByLabelText('email')).not.toHaveAttribute('data-error');
  });

  it('ignores a second submit while sending', async () => {
    let answer: (value: undefined) => void = () => undefined;
    const send = vi.fn(() => new Promise<undefined>((resolve) => (answer = resolve)));
    render(<SignUp send={send} />);
    await userEvent.type(screen.getByLabelText('email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sending' }));
    expect(send).toHaveBeenCalledTimes(1);
    answer(undefined);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
