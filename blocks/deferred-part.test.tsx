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

/** Records whether the browser would send each form sent, and sends none (jsdom cannot). */
function watchBrowserSending() {
  const sentByBrowser = vi.fn((event: SubmitEvent) => {
    const sent = !event.defaultPrevented;
    event.preventDefault();
    return sent;
  });
  document.addEventListener('submit', sentByBrowser);
  onTestFinished(() => document.removeEventListener('submit', sentByBrowser));
  return sentByBrowser;
}

async function serverHtml(element: React.ReactElement) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** A container holding the server's HTML of `element`, as a page arrives. */
async function serverRendered(element: React.ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await serverHtml(element);
  onTestFinished(() => container.remove());
  return container;
}

it('asks for its code only once it renders', () => {
  const { load } = partArriving<Props>();
  expect(load).not.toHaveBeenCalled();
});

/** The server's HTML of a part, hydrated with the part's code still on its way. */
async function hydratedAwaitingCode<P extends object>(
  Form: React.ComponentType<P>,
  props: P,
  options?: Parameters<typeof deferredPart>[1],
) {
  const ServerPart = deferredPart(async () => Form, options);
  const container = await serverRendered(<ServerPart {...props} />);
  const { Part, load, arrive } = partArriving(Form, options);
  await act(async () => void hydrateRoot(container, <Part {...props} />));
  expect(load).toHaveBeenCalled();
  return arrive;
}

it('keeps the server’s HTML until its code has arrived, and holds a form sent before then', async () => {
  const onSend = vi.fn();
  const arrive = await hydratedAwaitingCode(SignUpForm, { onSend });
  const button = screen.getByRole('button', { name: 'Remind me' });
  expect(button).toBeEnabled();

  const sentByBrowser = watchBrowserSending();
  await userEvent.click(button);
  expect(sentByBrowser).toHaveLastReturnedWith(false);
  expect(onSend).not.toHaveBeenCalled();

  await arrive();

  expect(screen.getByRole('button', { name: 'Remind me' })).toBe(button);
  expect(onSend).toHaveBeenCalledOnce();
  await userEvent.click(button);
  expect(onSend).toHaveBeenCalledTimes(2);
});

it('keeps what was typed before its code ran', async () => {
  const onSend = vi.fn();
  const arrive = await hydratedAwaitingCode(PostcodeForm, { onSend });
  await userEvent.type(screen.getByRole('textbox', { name: 'Your postcode' }), 'SW1A 1AA');
  await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));

  await arrive();

  expect(onSend).toHaveBeenCalledExactlyOnceWith('SW1A 1AA');
});

it('leaves a form that works without its script to the browser until its code runs', async () => {
  const onSend = vi.fn();
  const arrive = await hydratedAwaitingCode(PostcodeForm, { onSend }, { worksWithoutScript: true });
  const sentByBrowser = watchBrowserSending();
  await userEvent.type(screen.getByRole('textbox', { name: 'Your postcode' }), 'SW1A 1AA');
  await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
  expect(sentByBrowser).toHaveLastReturnedWith(true);

  await arrive();

  expect(onSend).not.toHaveBeenCalled();
});

it('says what to do when its code cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Part = deferredPart<Props>(() => Promise.reject(new Error('offline')));
  render(<Part onSend={() => {}} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the page could not load. Please check your connection and reload the page.',
  );
});
