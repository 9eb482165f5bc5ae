import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('reserves its box before loading and shows alt text and caption', () => {
  renderBlok(fixture);

  const image = screen.getByRole('img', { name: fixture.image.alt });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '400');
  expect(image).toHaveAttribute('height', '300');
  expect(image.parentElement).toHaveStyle({ aspectRatio: '4 / 3' });
  expect(screen.getByText(fixture.caption).tagName).toBe('FIGCAPTION');
});

it('renders nothing for an image from an unsafe source', () => {
  const { container } = renderBlok({
    ...fixture,
    image: { ...fixture.image, filename: 'javascript:alert(1)' },
  });
  expect(container.querySelector('img')).toBeNull();
});

it('needs alt text', () => {
  renderBlok({ ...fixture, image: { filename: '/images/solar-night.svg' } });
  expect(screen.getByRole('complementary')).toHaveTextContent('image.alt: Describe the image');
});
