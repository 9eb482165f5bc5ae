import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('introduces the author', () => {
  renderBlok(fixture);

  const card = screen.getByRole('complementary', { name: 'About the author' });
  expect(card).toHaveTextContent('Priya Shah');
  expect(card).toHaveTextContent('Head of Energy Insight');
});

it('shows the author’s photo in its round box, lazily: the name beside it says who it is', () => {
  const { container } = renderBlok({
    ...fixture,
    avatar: { filename: '/images/authors/priya.jpg', alt: 'Priya Shah' },
  });

  const avatar = container.querySelector('img');
  expect(avatar).toHaveAttribute('alt', '');
  expect(avatar).toHaveAttribute('width', '64');
  expect(avatar).toHaveAttribute('height', '64');
  expect(avatar).toHaveAttribute('loading', 'lazy');
});

it('offers a Storyblok photo’s small copies for its 4rem box', () => {
  const photo = 'https://a.storyblok.com/f/39898/800x800/e4ec08624e/priya.jpg';
  const { container } = renderBlok({ ...fixture, avatar: { filename: photo, alt: '' } });

  const avatar = container.querySelector('img');
  expect(avatar).toHaveAttribute('sizes', '4rem');
  expect(avatar).toHaveAttribute('srcset', expect.stringContaining(`${photo}/m/96x0 96w`));
});
