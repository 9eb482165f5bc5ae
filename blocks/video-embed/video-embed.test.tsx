import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('loads nothing from the video site until play is pressed', () => {
  const { container } = renderBlok(fixture);

  const sources = [...container.querySelectorAll('[src], [href], [srcset]')].map((element) =>
    ['src', 'href', 'srcset'].map((name) => element.getAttribute(name) ?? '').join(''),
  );
  expect(sources).toEqual(['/images/video-renewable-grid.svg']);
  expect(container.querySelector('iframe')).toBeNull();
});

it('shows a decorative poster, sized before it loads and loaded lazily', () => {
  const { container } = renderBlok(fixture);

  const poster = container.querySelector('img');
  expect(poster).toHaveAttribute('alt', '');
  expect(poster).toHaveAttribute('width', '640');
  expect(poster).toHaveAttribute('height', '360');
  expect(poster).toHaveAttribute('loading', 'lazy');
});

it('plays in the privacy-enhanced player, named by its title, when play is pressed', async () => {
  renderBlok(fixture);

  await userEvent.click(
    screen.getByRole('button', { name: 'Play video: How renewable electricity reaches your home' }),
  );

  const player = screen.getByTitle('How renewable electricity reaches your home');
  expect(player.tagName).toBe('IFRAME');
  expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/Xq2WJ1a7Lb4?autoplay=1&rel=0',
  );
  expect(player).toHaveFocus();
  expect(screen.queryByRole('button')).toBeNull();
});

it('also plays from the keyboard', async () => {
  const { container } = renderBlok(fixture);

  await userEvent.tab();
  await userEvent.keyboard('{Enter}');

  expect(container.querySelector('iframe')).not.toBeNull();
});

it('refuses a link that is not a YouTube video', () => {
  renderBlok({ ...fixture, video: 'https://evil.example/video' });
  expect(screen.getByRole('complementary')).toHaveTextContent('video: Paste a YouTube link');
});
