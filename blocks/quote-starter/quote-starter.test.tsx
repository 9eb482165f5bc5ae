import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRouter } from '@/tests/utils/make-router';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

async function setUp(router = makeRouter()) {
  renderBlok(fixture, { router });
  // The form's code loads on demand.
  return {
    router,
    field: await screen.findByRole('textbox', { name: 'Your postcode' }),
    button: screen.getByRole('button', { name: 'Get a quote' }),
  };
}

/** A page change that has started and not finished. */
function pendingPush() {
  let settle: (outcome: { ok: boolean }) => void = () => {};
  const push = vi.fn(
    () =>
      new Promise<boolean>((resolve, reject) => {
        settle = ({ ok }) => (ok ? resolve(true) : reject(new Error('Route change failed')));
      }),
  );
  return {
    push,
    settle: (outcome: { ok: boolean }) => act(async () => settle(outcome)),
  };
}

it('opens the quote with the postcode written the standard way', async () => {
  const { router, field, button } = await setUp();

  await userEvent.type(field, ' sw1a1aa ');
  await userEvent.click(button);

  expect(router.push).toHaveBeenCalledWith('/energy/quote?postcode=SW1A+1AA');
});

it('also submits with Enter', async () => {
  const { router, field } = await setUp();

  await userEvent.type(field, 'M1 1AE{Enter}');

  expect(router.push).toHaveBeenCalledWith('/energy/quote?postcode=M1+1AE');
});

it('asks for a postcode next to the field when it is blank, and announces it', async () => {
  const { router, field, button } = await setUp();

  await userEvent.click(button);

  expect(screen.getByRole('alert')).toHaveTextContent('Enter your postcode');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(/Enter your postcode/);
  expect(router.push).not.toHaveBeenCalled();
});

it('explains what a postcode looks like, keeps what was typed and clears the message once fixed', async () => {
  const { router, field, button } = await setUp();

  await userEvent.type(field, 'SW1A');
  await userEvent.click(button);

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Enter a full UK postcode, for example SW1A 1AA',
  );
  expect(field).toHaveValue('SW1A');
  expect(router.push).not.toHaveBeenCalled();

  await userEvent.type(field, ' 1AA');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('is busy while the quote opens, and free again with the postcode kept if that fails', async () => {
  const { push, settle } = pendingPush();
  const { field, button } = await setUp(makeRouter({ push }));

  await userEvent.type(field, 'B33 8TH');
  await userEvent.click(button);

  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');

  await settle({ ok: false });

  expect(button).toBeEnabled();
  expect(field).toHaveValue('B33 8TH');
});

it('is free again when the browser brings the page back from its cache', async () => {
  const { push } = pendingPush();
  const { field, button } = await setUp(makeRouter({ push }));
  await userEvent.type(field, 'B33 8TH');
  await userEvent.click(button);
  expect(button).toBeDisabled();

  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });

  expect(button).toBeEnabled();
});

it('works before its script loads: the browser sends the postcode to the quote', () => {
  const { container } = renderBlok(fixture);

  const form = container.querySelector('form');
  expect(form).toHaveAttribute('action', '/energy/quote');
  expect(form).toHaveAttribute('method', 'get');
  expect(container.querySelector('input[name="postcode"]')).not.toBeNull();
});
