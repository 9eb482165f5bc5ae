import { render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRevealedAfterHydration } from './use-revealed-after-hydration';

const ITEMS = 12;
/** React's switch between act() and the real scheduler. */
const reactTesting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let log: string[] = [];

/** Keeps the main thread busy for `ms`, as rendering a large form does on a slow phone. */
function workFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function SlowItem() {
  workFor(3);
  log.push('item');
  return <li>item</li>;
}

function Page() {
  const revealed = useRevealedAfterHydration();
  if (!revealed) return <p>Loading your quote</p>;
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <SlowItem key={index} />
      ))}
    </ul>
  );
}

/** Notes each turn of the event loop another task gets, until stopped. */
function otherTasks() {
  let running = true;
  const turn = () => {
    if (!running) return;
    log.push('other task');
    setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  return () => (running = false);
}

beforeEach(() => {
  log = [];
});

it('shows its placeholder in the server’s HTML, then reveals the content in slices, letting other tasks run between', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page />);
  expect(container).toHaveTextContent('Loading your quote');
  // Real scheduling, as in a browser: act() would render everything in one go.
  const actEnvironment = reactTesting.IS_REACT_ACT_ENVIRONMENT;
  reactTesting.IS_REACT_ACT_ENVIRONMENT = false;
  const stop = otherTasks();
  try {
    hydrateRoot(container, <Page />);
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(ITEMS));
  } finally {
    stop();
    reactTesting.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    container.remove();
  }

  const rendering = log.slice(log.indexOf('item'), log.lastIndexOf('item') + 1);
  expect(rendering).toContain('other task');
});

it('shows the content at once when mounted after the page has hydrated', () => {
  render(<Page />);
  expect(screen.getAllByText('item')).toHaveLength(ITEMS);
});
