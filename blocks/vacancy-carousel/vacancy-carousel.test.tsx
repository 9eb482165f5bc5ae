import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeVacancies } from '@/tests/utils/make-vacancy';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';
import { nextFirstSlide } from './use-carousel';

const carousel = (count = 6) => ({ ...fixture, vacancies: makeVacancies(count) });
const slides = () => screen.getAllByRole('group');
/** The slides a person can see and use now. */
const shown = () => slides().filter((slide) => !slide.hasAttribute('inert'));

class FakePointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

it('is a carousel region of slides labelled "n of m"', () => {
  renderBlok(carousel(6));

  const region = screen.getByRole('region', { name: 'Current vacancies' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 6',
    '2 of 6',
    '3 of 6',
    '4 of 6',
    '5 of 6',
    '6 of 6',
  ]);
  expect(slides()[0]).toHaveAttribute('aria-roledescription', 'slide');
  expect(shown()).toEqual([slides()[0]]);
  expect(screen.getByText('Vacancy 1 of 6')).toBeInTheDocument();
});

it('moves with the previous and next buttons, wrapping round at either end', async () => {
  renderBlok(carousel(3));
  const next = screen.getByRole('button', { name: 'Next vacancy' });
  const previous = screen.getByRole('button', { name: 'Previous vacancy' });
  expect(next).toHaveAttribute('aria-controls', slides()[0]!.parentElement!.id);

  await userEvent.click(next);
  expect(shown().map((slide) => slide.getAttribute('aria-label'))).toEqual(['2 of 3']);
  expect(screen.getByText('Vacancy 2 of 3')).toBeInTheDocument();
  expect(next).toHaveFocus();

  await userEvent.click(next);
  await userEvent.click(next);
  expect(shown()[0]).toHaveAccessibleName('1 of 3');

  await userEvent.click(previous);
  expect(shown()[0]).toHaveAccessibleName('3 of 3');
});

it('moves with the arrow keys, Home and End, keeping focus on a card that can be seen', async () => {
  renderBlok(carousel(4));
  const firstLink = within(slides()[0]!).getByRole('link');
  firstLink.focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(shown()[0]).toHaveAccessibleName('2 of 4');
  expect(within(shown()[0]!).getByRole('link')).toHaveFocus();

  await userEvent.keyboard('{End}');
  expect(shown()[0]).toHaveAccessibleName('4 of 4');
  expect(within(shown()[0]!).getByRole('link')).toHaveFocus();

  await userEvent.keyboard('{Home}');
  expect(shown()[0]).toHaveAccessibleName('1 of 4');

  await userEvent.keyboard('{ArrowLeft}');
  expect(shown()[0]).toHaveAccessibleName('4 of 4');
});

it('tells screen reader users which vacancy is now shown', async () => {
  vi.useFakeTimers();
  try {
    renderBlok(carousel(2));
    fireEvent.click(screen.getByRole('button', { name: 'Next vacancy' }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('Vacancy 2 of 2: Smart Meter Engineer 2');
  } finally {
    vi.useRealTimers();
  }
});

it('follows touch swipes but not mouse drags or vertical scrolling', () => {
  vi.stubGlobal('PointerEvent', FakePointerEvent);
  try {
    renderBlok(carousel(3));
    const viewport = slides()[0]!.parentElement!.parentElement!;
    const swipe = (pointerType: string, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(viewport, { pointerType, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(viewport, { pointerType, clientX: to[0], clientY: to[1] });
    };

    swipe('touch', [300, 100], [120, 110]);
    expect(shown()[0]).toHaveAccessibleName('2 of 3');

    swipe('touch', [120, 100], [300, 90]);
    expect(shown()[0]).toHaveAccessibleName('1 of 3');

    swipe('mouse', [300, 100], [100, 100]);
    swipe('touch', [300, 100], [250, 400]);
    expect(shown()[0]).toHaveAccessibleName('1 of 3');
  } finally {
    vi.unstubAllGlobals();
  }
});

it('says so when there are no vacancies', () => {
  renderBlok({ ...fixture, vacancies: [] });
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.getByText(/We have no open roles right now/)).toBeInTheDocument();
});

describe('nextFirstSlide', () => {
  it.each([
    // first, step, count, perView, expected
    [0, 1, 6, 1, 1],
    [5, 1, 6, 1, 0],
    [0, -1, 6, 1, 5],
    [0, 1, 6, 3, 1],
    [3, 1, 6, 3, 0],
    [0, -1, 6, 3, 3],
    [0, 1, 2, 3, 0],
  ])('from %i by %i of %i showing %i → %i', (first, step, count, perView, expected) => {
    expect(nextFirstSlide(first, step, count, perView)).toBe(expected);
  });
});
