import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Manage cookies
      </button>
      <a href="/privacy">Privacy policy</a>
      <Modal
        open={open}
        title="Cookie preferences"
        onClose={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
        confirmLabel="Save my preferences"
        {...props}
      >
        <label>
          <input type="checkbox" /> Performance cookies
        </label>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  render(<Harness {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
  return screen.getByRole('dialog', { name: 'Cookie preferences' });
}

describe('Modal', () => {
  it('is a modal dialog named by its header, with body, Cancel and Confirm', async () => {
    const dialog = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Performance cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my preferences' })).toBeInTheDocument();
  });

  it('adds no second banner or footer landmark to the page', async () => {
    const dialog = await openModal();
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('moves focus inside and keeps it there with Tab and Shift+Tab', async () => {
    await openModal();
    const checkbox = screen.getByRole('checkbox', { name: 'Performance cookies' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Save my preferences' });
    expect(checkbox).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('to be read from the top, focuses the dialog itself, and Tab goes on to its first control', async () => {
    const dialog = await openModal({ initialFocus: 'dialog' });
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Performance cookies' })).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
  });

  it('closes on Cancel and on Confirm', async () => {
    const onConfirm = vi.fn();
    await openModal({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: 'Save my preferences' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks the page scroll while open', async () => {
    await openModal();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('is described by the text it names, read out with its title', async () => {
    render(
      <Modal open title="Cookie preferences" onClose={() => {}} describedBy="cookie-help">
        <p id="cookie-help">Choose which cookies we may set.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Choose which cookies we may set.',
    );
  });

  it('gives Cancel its own action when asked, while Esc still only closes', async () => {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    await openModal({ onCancel, onClose, cancelLabel: 'Log out' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses Confirm on opening when asked', async () => {
    await openModal({ initialFocus: 'confirm' });
    expect(screen.getByRole('button', { name: 'Save my preferences' })).toHaveFocus();
  });

  it('has only Cancel without a confirm action', async () => {
    await openModal({ onConfirm: undefined });
    expect(screen.getAllByRole('button', { name: /./ }).map((b) => b.textContent)).toContain(
      'Cancel',
    );
    expect(screen.queryByRole('button', { name: 'Save my preferences' })).not.toBeInTheDocument();
  });

  it('draws Confirm in the variant asked for, such as danger for a deletion', async () => {
    await openModal({ confirmVariant: 'danger' });
    expect(screen.getByRole('button', { name: 'Save my preferences' })).toHaveClass('danger');
  });

  it('shows Confirm as loading and blocks Cancel while confirming', async () => {
    await openModal({ confirming: true });
    expect(screen.getByRole('button', { name: 'Save my preferences' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it.each([
    ['large', 'large'],
    ['fullScreen', 'fullScreen'],
  ] as const)('offers the %s size', async (size, className) => {
    const dialog = await openModal({ size });
    expect(dialog).toHaveClass(className);
  });
});
