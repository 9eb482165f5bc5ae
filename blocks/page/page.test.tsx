import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('renders its body bloks in order', () => {
  renderBlok({
    ...fixture,
    body: [...fixture.body, { _uid: 'b2', component: 'section', heading: 'Second', body: [] }],
  });

  const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
  expect(headings).toEqual(['Where our electricity comes from', 'Second']);
});
