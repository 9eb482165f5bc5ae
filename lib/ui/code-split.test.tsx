import { act, render, screen } from '@testing-library/react';
import { codeSplit } from './code-split';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part whose code arrives when the test says. */
function splitGreeting() {
  let arrive!: () => void;
  const load = vi.fn(
    () => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))),
  );
  const Part = codeSplit(load, ({ name }) => <p>Loading the greeting for {name}</p>);
  return { Part, load, arrive: () => act(async () => arrive()) };
}

describe('codeSplit', () => {
  it('holds its placeholder, given its props, for 200 ms however soon the code comes', async () => {
    const { Part, load, arrive } = splitGreeting();
    render(<Part name="Alex" />);
    expect(screen.getByText('Loading the greeting for Alex')).toBeVisible();
    expect(load).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(50));
    await arrive();
    expect(screen.getByText('Loading the greeting for Alex')).toBeVisible();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByText('Hello Alex')).toBeVisible();
  });

  it('shows the part at once, no placeholder, once its code is here', async () => {
    const { Part, arrive } = splitGreeting();
    const first = render(<Part name="Alex" />);
    await arrive();
    first.unmount();

    render(<Part name="Sam" />);
    expect(screen.getByText('Hello Sam')).toBeVisible();
  });
});
