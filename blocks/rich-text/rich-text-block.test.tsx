import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('renders the text and the bloks embedded in it', () => {
  renderBlok(fixture);

  expect(screen.getByRole('heading', { level: 2, name: 'Reading your meter' })).toBeInTheDocument();
  expect(screen.getByText('every month').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'Submit a reading' })).toHaveAttribute(
    'href',
    '/accounts/readings',
  );
});
