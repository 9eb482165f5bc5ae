import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('introduces the author', () => {
  renderBlok(fixture);

  const card = screen.getByRole('complementary', { name: 'About the author' });
  expect(card).toHaveTextContent('Priya Shah');
  expect(card).toHaveTextContent('Head of Energy Insight');
});
