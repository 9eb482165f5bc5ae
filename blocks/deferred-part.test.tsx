import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { deferredPart } from './deferred-part';

interface Props {
  onSend: () => void;
}

function SignUpForm({ onSend }: Props) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <input aria-label="Email address" defaultValue="" />
      <button>Remind me</button>
    </form>
  );
}

/** A part whose code arrives when the test says so. */
function partArriving() {
  let arrive!: () => void;
  const code = new Promise<typeof SignUpForm>((resolve) => (arrive = () => resolve(SignUpForm)));
  const load = vi.fn(() => code);
  return { Part: deferredPart(load), load, arrive: () => act(async () => arrive()) };
}

async function serverHtml(element: React.ReactElement) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

it('asks for its code only once it renders', () => {
  const { load } = partArriving();
  expect(load).not.toHaveBeenCalled();
});

it('keeps the server’s HTML, with its controls disabled, until its code has arrived and hydrated', async () => {
  const ServerPart = deferredPart(async () => SignUpForm);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await serverHtml(
    <main>
      <ServerPart onSend={() => {}} />
    </main>,
  );
  const { Part, load, arrive } = partArriving();
  const onSend = vi.fn();

  await act(
    async () =>
      void hydrateRoot(
        container,
        <main>
          <Part onSend={onSend} />
        </main>,
      ),
  );

  expect(load).toHaveBeenCalled();
  const button = screen.getByRole('button', { name: 'Remind me' });
  expect(button).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Email address' })).toBeDisabled();

  await arrive();

  expect(screen.getByRole('button', { name: 'Remind me' })).toBe(button);
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(onSend).toHaveBeenCalledOnce();
  container.remove();
});

it('adds no group of its own to what assistive technology reads', async () => {
  const { Part, arrive } = partArriving();
  render(<Part onSend={() => {}} />);
  await arrive();
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remind me' })).toBeEnabled();
});

it('says what to do when its code cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Part = deferredPart<Props>(() => Promise.reject(new Error('offline')));
  render(<Part onSend={() => {}} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the page could not load. Please check your connection and reload the page.',
  );
});
