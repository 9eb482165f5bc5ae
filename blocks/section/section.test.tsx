import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('is a region named by its heading, with an anchor and its columns', () => {
  renderBlok(fixture);

  const region = screen.getByRole('region', { name: 'Why customers choose us' });
  expect(region).toHaveAttribute('id', 'why-us');
  expect(region.querySelector('[data-columns="3"]')).not.toBeNull();
  expect(region).toHaveTextContent('100% renewable electricity.');
});

it('defaults to one column', () => {
  const { container } = renderBlok({ _uid: 's', component: 'section', body: [] });
  expect(container.querySelector('[data-columns="1"]')).not.toBeNull();
});
