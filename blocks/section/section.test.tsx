import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import { makeVacancy } from '@/tests/utils/make-vacancy';
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

it('puts the headings of the blocks inside it one level below its own', () => {
  renderBlok({
    _uid: 's',
    component: 'section',
    heading: 'Current vacancies',
    body: [
      {
        _uid: 'list',
        component: 'vacancy_list',
        vacancies: [makeVacancy({ title: 'Pricing Analyst' })],
      },
    ],
  });

  expect(screen.getByRole('heading', { level: 2, name: 'Current vacancies' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Pricing Analyst' })).toBeInTheDocument();
});
