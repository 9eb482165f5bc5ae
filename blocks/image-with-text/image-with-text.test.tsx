import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('shows the image in a box sized before it loads, beside its heading, text and button', () => {
  const { container } = renderBlok(fixture);

  const image = screen.getByRole('img', { name: fixture.image.alt });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', String(fixture.image.width));
  expect(image).toHaveAttribute('height', String(fixture.image.height));
  expect(image.parentElement).toHaveStyle({ aspectRatio: '4 / 3' });
  expect(screen.getByRole('heading', { level: 2, name: 'Solar power after dark' })).toBeVisible();
  expect(screen.getByText(/A home battery stores/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find out about solar' })).toHaveAttribute(
    'href',
    '/solar/so-spooky',
  );
  expect(container.querySelector('[data-image-position="right"]')).not.toBeNull();
});

it('puts the image on the left unless told otherwise, and needs no button', () => {
  const { container } = renderBlok({ ...fixture, image_position: undefined, buttons: [] });

  expect(container.querySelector('[data-image-position="left"]')).not.toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

it('needs alt text', () => {
  renderBlok({ ...fixture, image: { filename: fixture.image.filename } });
  expect(screen.getByRole('complementary')).toHaveTextContent('image.alt: Describe the image');
});

it('shows no image, nor its box, from an unsafe source', () => {
  const { container } = renderBlok({
    ...fixture,
    image: { ...fixture.image, filename: 'javascript:alert(1)' },
  });
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.querySelector('[style*="aspect-ratio"]')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Solar power after dark' })).toBeInTheDocument();
});
