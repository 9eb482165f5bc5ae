import { screen, within } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

const [linkedCard, plainCard] = fixture.cards as [object, object];
const cards = (...list: object[]) => ({ ...fixture, cards: list });

it('lists each card with its title under the block heading', () => {
  renderBlok(fixture);

  expect(
    screen.getByRole('heading', { level: 2, name: 'Why customers choose So Energy' }),
  ).toBeInTheDocument();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Fair, simple prices',
  );
  expect(
    within(items[1]!).getByRole('img', {
      name: 'Wind turbines and solar panels on a green hillside',
    }),
  ).toBeInTheDocument();
});

it('makes a linked card one link named by its title, its icon decorative', () => {
  renderBlok(cards(linkedCard));

  expect(screen.getByRole('link')).toHaveAccessibleName('100% renewable electricity');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/our-energy');
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByText(/^Where our energy comes from/)).toHaveAttribute('aria-hidden', 'true');
});

it('sizes each card’s icon and image before they load, and loads them lazily', () => {
  const { container } = renderBlok(fixture);

  const [icon, image] = container.querySelectorAll('img');
  expect(icon).toHaveAttribute('width', '48');
  expect(icon).toHaveAttribute('height', '48');
  expect(image).toHaveAttribute('width', '400');
  expect(image).toHaveAttribute('height', '300');
  for (const picture of [icon, image]) expect(picture).toHaveAttribute('loading', 'lazy');
});

it('shows a card’s image instead of its icon, and the icon when the image is unsafe', () => {
  renderBlok(
    cards(
      { ...plainCard, icon: (linkedCard as { icon: object }).icon },
      { ...linkedCard, title: 'Unsafe', image: { filename: 'javascript:alert(1)', alt: 'x' } },
    ),
  );

  const [withImage, unsafe] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(withImage.querySelectorAll('img')).toHaveLength(1);
  expect(within(withImage).getByRole('img')).toHaveAccessibleName(/Wind turbines/);
  const icons = [...unsafe.querySelectorAll('img')];
  expect(icons.map((icon) => icon.getAttribute('src'))).toEqual(['/images/icons/leaf.svg']);
});

it('keeps visitors safe on links that leave the site and drops unsafe ones', () => {
  renderBlok(
    cards(
      { ...linkedCard, link: { linktype: 'url', url: 'https://www.ofgem.gov.uk/' } },
      { ...plainCard, link: { linktype: 'url', url: 'javascript:alert(1)' } },
    ),
  );

  const [external, ...others] = screen.getAllByRole('link');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(others).toEqual([]);
});

it('without a block heading, card titles take the current level', () => {
  renderBlok({ ...fixture, heading: '' });
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
});

it('needs at least one card, each with a title', () => {
  renderBlok(cards({ ...plainCard, title: '' }));
  expect(screen.getByRole('complementary')).toHaveTextContent('Each card needs a title');
});
