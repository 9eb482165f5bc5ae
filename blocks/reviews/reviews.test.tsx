import { screen, within } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('gives the overall score out of 5 and how many reviews it comes from', () => {
  renderBlok(fixture);

  expect(screen.getByText(/out of 5$/)).toHaveTextContent('4.7 out of 5');
  expect(screen.getByText('Based on 18,342 reviews')).toBeInTheDocument();
});

it('shows each review with its stars as text, its words and who wrote it', () => {
  renderBlok(fixture);

  const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Switching was painless',
  );
  expect(first).toHaveTextContent('Hannah, dual fuel customer since 2024');
  expect(within(first!).getByText('14 March 2026')).toHaveAttribute('datetime', '2026-03-14');
  expect(within(second!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
});

it('fills the stars to the score', () => {
  const { container } = renderBlok({ ...fixture, score: 4.5, reviews: [] });
  expect(container.querySelector('[aria-hidden="true"] > span')).toHaveStyle({ width: '90%' });
});

it('refuses ratings outside 1 to 5 stars and a score above 5', () => {
  renderBlok({
    ...fixture,
    score: '5.2',
    reviews: [{ ...fixture.reviews[0], rating: '6' }],
  });
  const problem = screen.getByRole('complementary');
  expect(problem).toHaveTextContent('score: The score is out of 5');
  expect(problem).toHaveTextContent('reviews.0.rating: Give a whole number of stars, 1 to 5');
});
