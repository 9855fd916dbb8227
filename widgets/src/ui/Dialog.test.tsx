import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expectNoAxeViolations } from '../../test/axe';
import { Dialog } from './Dialog';

/** A page with a control before and after, and a button that opens a dialog with two buttons. */
function Page({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <a href="/before">Before</a>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel bonus
      </button>
      {open ? (
        <Dialog
          role="alertdialog"
          labelledBy="title"
          describedBy="text"
          onClose={() => setOpen(false)}
          closable={closable}
          initialFocus={keep}
        >
          <h2 id="title">Cancel the bonus?</h2>
          <p id="text">The bonus money goes.</p>
          <button ref={keep} type="button" onClick={() => setOpen(false)}>
            Keep it
          </button>
          <button type="button">Cancel it</button>
        </Dialog>
      ) : null}
      <a href="/after">After</a>
    </>
  );
}

describe('Dialog', () => {
  it('takes the focus, keeps Tab inside, makes the page inert, and gives everything back on Escape', async () => {
    const { container } = render(<Page />);
    const opener = screen.getByRole('button', { name: 'Cancel bonus' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the bonus?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The bonus money goes.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel it' })).toHaveFocus();
    expect(opener).toHaveAttribute('inert');
    expect(screen.getByText('Before')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).not.toHaveAttribute('inert');
    expect(screen.getByText('After')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('ignores Escape while it may not close, and leaves alone what was inert before', async () => {
    const outside = document.createElement('nav');
    outside.setAttribute('inert', '');
    document.body.append(outside);
    render(<Page closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel bonus' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(outside).toHaveAttribute('inert');
    outside.remove();
  });

  it('makes the page inert from inside a shadow root, as in a widget element', async () => {
    const host = document.createElement('casino-gift-list-test');
    const sibling = document.createElement('p');
    document.body.append(sibling, host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const beside = document.createElement('p');
    shadow.append(beside, mount);
    const root = createRoot(mount);
    await act(async () => root.render(<Dialog label="Question" onClose={() => undefined} />));
    expect(sibling).toHaveAttribute('inert');
    expect(beside).toHaveAttribute('inert');
    expect(host).not.toHaveAttribute('inert');
    expect(shadow.activeElement).toBe(shadow.querySelector('[role="dialog"]'));
    await act(async () => root.unmount());
    expect(sibling).not.toHaveAttribute('inert');
    expect(beside).not.toHaveAttribute('inert');
    host.remove();
    sibling.remove();
  });
});
