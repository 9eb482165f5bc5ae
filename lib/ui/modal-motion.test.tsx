import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { motionArrived } from '@/tests/utils/motion';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Manage cookies
      </button>
      <Modal open={open} title="Cookie preferences" onClose={() => setOpen(false)}>
        <p>Choose which cookies we may use.</p>
      </Modal>
    </>
  );
}

async function openModal() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Manage cookies' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
  return { opener, dialog, backdrop: dialog.parentElement! };
}

/** Drawn where it belongs: fully opaque and not moved (no inline style, or one saying so). */
function expectAtRest(element: HTMLElement) {
  expect(element.style.opacity).toMatch(/^1?$/);
  expect(element.style.transform).toMatch(/^(none)?$/);
}

describe('the modal’s motion', () => {
  it('fades in its backdrop as the dialog rises into place, and leaves inert, focus back at once', async () => {
    motionArrived({ reducedMotion: false });
    const { opener, dialog, backdrop } = await openModal();
    expect(Number(backdrop.style.opacity)).toBeLessThan(1);
    expect(dialog.style.transform).toMatch(/^translateY\([1-9]/);
    await waitFor(() => {
      expectAtRest(backdrop);
      expectAtRest(dialog);
    });

    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(backdrop).toHaveAttribute('inert');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('opens and closes in place under reduced motion', async () => {
    motionArrived({ reducedMotion: true });
    const { opener, dialog, backdrop } = await openModal();
    expectAtRest(backdrop);
    expectAtRest(dialog);
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
