import { screen, within } from '@testing-library/react';
import { makeVacancy } from '@/tests/utils/make-vacancy';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('lists each vacancy with its team, location, type and closing date, linking to its advert', () => {
  renderBlok(fixture);

  const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
  const link = within(first!).getByRole('link', { name: 'Customer Care Specialist' });
  expect(link).toHaveAttribute('href', 'https://careers.so.energy/jobs/customer-care-specialist');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(first!).getByRole('heading', { level: 3 })).toBe(link.parentElement);
  expect(first).toHaveTextContent('Customer care');
  expect(first).toHaveTextContent('LocationLondon (hybrid)');
  expect(first).toHaveTextContent('TypeFull time');
  expect(within(first!).getByText('18 December 2026')).toHaveAttribute('datetime', '2026-12-18');
});

it('says so when there are no vacancies', () => {
  renderBlok({ ...fixture, vacancies: [] });
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByText(/We have no open roles right now/)).toBeInTheDocument();
});

it('needs a safe link to each advert', () => {
  renderBlok({
    ...fixture,
    vacancies: [makeVacancy({ link: { linktype: 'url', url: 'javascript:alert(1)' } })],
  });
  expect(screen.getByRole('complementary')).toHaveTextContent(
    'vacancies.0.link: Link the vacancy to its job advert',
  );
});

it('takes a blank closing date, as Storyblok and the editor send it, for none', () => {
  renderBlok({ ...fixture, vacancies: [makeVacancy({ closing_date: '' })] });
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(screen.getByRole('listitem')).not.toHaveTextContent(/Closing/i);
});
