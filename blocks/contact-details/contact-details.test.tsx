import { screen, within } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('gives the national emergency numbers as numbers to call', () => {
  renderBlok(fixture);

  expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
    'href',
    'tel:0800111999',
  );
  expect(screen.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
  expect(screen.getByRole('heading', { name: 'Power cut?' })).toBeInTheDocument();
});

it('gives our phone number, email and opening hours', () => {
  renderBlok(fixture);

  expect(screen.getByRole('link', { name: '0330 111 5050' })).toHaveAttribute(
    'href',
    'tel:03301115050',
  );
  expect(screen.getByRole('link', { name: 'help@so.energy' })).toHaveAttribute(
    'href',
    'mailto:help@so.energy',
  );
  const hours = screen.getByRole('heading', { name: 'Opening hours' })
    .nextElementSibling as HTMLElement;
  expect(
    within(hours)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Monday to Friday', 'Saturday']);
  expect(hours).toHaveTextContent('Monday to Friday8am to 8pm');
});

it('nests its headings under its own', () => {
  renderBlok(fixture);

  expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'In an emergency' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Power cut?' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Opening hours' })).toBeInTheDocument();
});

it('can leave the emergency numbers out', () => {
  renderBlok({ ...fixture, show_emergency_numbers: false });
  expect(screen.queryByRole('link', { name: '105' })).toBeNull();
});

it('refuses a phone number or email address that is not one', () => {
  renderBlok({ ...fixture, phone: 'call us', email: 'help at so.energy' });
  const problem = screen.getByRole('complementary');
  expect(problem).toHaveTextContent('phone: Write a UK phone number');
  expect(problem).toHaveTextContent('email: Write an email address');
});
