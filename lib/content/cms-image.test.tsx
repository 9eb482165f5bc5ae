import { render, screen } from '@testing-library/react';
import { CmsImage, hasCmsImage } from './cms-image';

const photo = 'https://a.storyblok.com/f/39898/1200x800/e4ec08624e/wind-farm.jpg';

it('reserves a local image’s box from its size and loads it lazily, off the main thread', () => {
  render(
    <CmsImage
      image={{ filename: '/images/solar-night.svg', width: 400, height: 300 }}
      alt="Solar panels under a night sky"
      sizes="100vw"
    />,
  );

  const image = screen.getByRole('img', { name: 'Solar panels under a night sky' });
  expect(image).toHaveAttribute('src', '/images/solar-night.svg');
  expect(image).toHaveAttribute('width', '400');
  expect(image).toHaveAttribute('height', '300');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');
  expect(image).not.toHaveAttribute('srcset');
  expect(image).not.toHaveAttribute('sizes');
});

it('falls back to the box it fills when the asset does not know its size', () => {
  const { container } = render(
    <CmsImage
      image={{ filename: '/images/icons/leaf.svg' }}
      alt=""
      sizes="48px"
      box={{ width: 48, height: 48 }}
    />,
  );

  const icon = container.querySelector('img');
  expect(icon).toHaveAttribute('alt', '');
  expect(icon).toHaveAttribute('width', '48');
  expect(icon).toHaveAttribute('height', '48');
});

it('offers Storyblok’s resized copies for the caller’s sizes, at the size in the URL', () => {
  render(
    <CmsImage
      image={{ filename: photo }}
      alt="A wind farm"
      sizes="(min-width: 768px) 50vw, 100vw"
      box={{ width: 64, height: 64 }}
    />,
  );

  const image = screen.getByRole('img', { name: 'A wind farm' });
  expect(image).toHaveAttribute('srcset', expect.stringContaining(`${photo}/m/640x0 640w`));
  expect(image).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '800');
});

it('loads the page’s main image at once and first when the caller says so', () => {
  render(<CmsImage image={{ filename: photo }} alt="A wind farm" sizes="100vw" priority />);

  const image = screen.getByRole('img', { name: 'A wind farm' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

it('carries the title the CMS gives', () => {
  render(
    <CmsImage image={{ filename: photo }} alt="A wind farm" sizes="100vw" title="Wind power" />,
  );
  expect(screen.getByRole('img', { name: 'A wind farm' })).toHaveAttribute('title', 'Wind power');
});

it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '', null])(
  'renders nothing for the source %j',
  (filename) => {
    const { container } = render(
      <CmsImage image={{ filename, width: 10, height: 10 }} alt="x" sizes="10px" />,
    );
    expect(container).toBeEmptyDOMElement();
  },
);

it('tells a block whether there is an image to frame', () => {
  expect(hasCmsImage({ filename: photo })).toBe(true);
  expect(hasCmsImage({ filename: 'javascript:alert(1)' })).toBe(false);
  expect(hasCmsImage({ filename: '' })).toBe(false);
  expect(hasCmsImage(undefined)).toBe(false);
});
