import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { useForm } from 'react-hook-form';
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

/** A form the browser can send by itself, to the quote, built on react-hook-form. */
function PostcodeForm({ onSend }: { onSend: (postcode: string) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { postcode: '' } });
  return (
    <form action="/energy/quote" onSubmit={handleSubmit(({ postcode }) => onSend(postcode))}>
      <input aria-label="Your postcode" {...register('postcode')} />
      <button>Get a quote</button>
    </form>
  );
}

/** A part whose code arrives when the test says so. */
function partArriving<P extends object>(
  Form: React.ComponentType<P> = SignUpForm as React.ComponentType<P>,
  options?: Parameters<typeof deferredPart>[1],
) {
  let arrive!: () => void;
  const code = new Promise<React.ComponentType<P>>((resolve) => (arrive = () => resolve(Form)));
  const load = vi.fn(() => code);
  return { Part: deferredPart(load, options), load, arrive: () => act(async () => arrive()) };
}

async function serverHtml(element: React.ReactElement) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** A container holding the server's HTML of `element`, as a page arrives. */
async function serverRendered(element: React.ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await serverHtml(element);
  return container;
}

it('asks for its code only once it renders', () => {
  const { load } = partArriving<Props>();
  expect(load).not.toHaveBeenCalled();
});

it('keeps the server’s HTML, with its controls disabled, until its code has arrived and hydrated', async () => {
  const ServerPart = deferredPart(async () => SignUpForm);
  const container = await serverRendered(
    <main>
      <ServerPart onSend={() => {}} />
    </main>,
  );
  const { Part, load, arrive } = partArriving<Props>();
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

it('leaves a form that works without its script usable, and keeps what was typed before its code ran', async () => {
  const ServerPart = deferredPart(async () => PostcodeForm, { worksWithoutScript: true });
  const container = await serverRendered(<ServerPart onSend={() => {}} />);
  const { Part, arrive } = partArriving(PostcodeForm, { worksWithoutScript: true });
  const onSend = vi.fn();
  await act(async () => void hydrateRoot(container, <Part onSend={onSend} />));

  const postcode = screen.getByRole('textbox', { name: 'Your postcode' });
  expect(postcode).toBeEnabled();
  await userEvent.type(postcode, 'SW1A 1AA');
  await arrive();
  await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));

  expect(onSend).toHaveBeenCalledWith('SW1A 1AA');
  container.remove();
});

it('adds no group of its own to what assistive technology reads', async () => {
  const { Part, arrive } = partArriving<Props>();
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
