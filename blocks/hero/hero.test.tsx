import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('is the page heading with its text, image and call to action', () => {
  renderBlok(fixture);

  expect(
    screen.getByRole('heading', { level: 1, name: 'Great value green energy made easy' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Get a quote in under two minutes.')).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: 'Wind turbines and solar panels on a green hillside' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
    'href',
    '/energy/quote',
  );
});

it('loads its image first and at once: it is the top of the page', () => {
  renderBlok(fixture);

  const image = screen.getByRole('img', { name: fixture.image.alt });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('width', String(fixture.image.width));
  expect(image).toHaveAttribute('height', String(fixture.image.height));
});

it('leaves out the image’s frame for an image from an unsafe source', () => {
  const { container } = renderBlok({
    ...fixture,
    image: { ...fixture.image, filename: 'javascript:alert(1)' },
  });
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[data-variant] > div')?.children).toHaveLength(1);
});

it('carries the visual editor marker on its root in draft content', () => {
  const { container } = renderBlok({
    ...fixture,
    _editable: '<!--#storyblok#{"name":"hero","space":"1","uid":"fx-hero","id":"100"}-->',
  });

  expect(container.querySelector('[data-blok-uid="100-fx-hero"]')).not.toBeNull();
});

it('keeps stories saved before variants existed on the default layout', () => {
  const { container } = renderBlok(fixture);
  expect(container.querySelector('[data-variant="default"]')).not.toBeNull();
});

it.each(['centered', 'split-image', 'compact'])('lays out the %s variant', (variant) => {
  const { container } = renderBlok({ ...fixture, variant });
  expect(container.querySelector(`[data-variant="${variant}"]`)).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fixture.headline);
});

it('tells the editor when the variant is not one it knows', () => {
  renderBlok({ ...fixture, variant: 'sideways' });
  expect(screen.getByRole('complementary')).toHaveTextContent('variant');
});
