import { screen } from '@testing-library/react';
import { renderBlok } from '@/tests/utils/render-blok';
import faqFixture from '../faq/fixture.json';
import fixture from './fixture.json';

it('renders its body bloks in order', () => {
  renderBlok({
    ...fixture,
    body: [...fixture.body, { _uid: 'b2', component: 'section', heading: 'Second', body: [] }],
  });

  const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
  expect(headings).toEqual(['Where our electricity comes from', 'Second']);
});

describe('blocks placed straight in the page', () => {
  const faq = (overrides: Record<string, unknown> = {}) => ({
    ...faqFixture,
    _uid: 'page-faq',
    ...overrides,
  });
  const pageWith = (body: unknown[]) => renderBlok({ ...fixture, body }).container.firstChild;

  it('keeps an FAQ in the content column, while a section draws its own band', () => {
    const page = pageWith([...fixture.body, faq()]) as HTMLElement;
    const [section, contained] = Array.from(page.children);
    expect(section).not.toHaveClass('contained');
    expect(contained).toHaveClass('contained');
    expect(contained).toContainElement(screen.getByText('Moving home: your questions'));
  });

  it('leaves nothing behind for a hidden one', () => {
    const page = pageWith([...fixture.body, faq({ hidden: true })]) as HTMLElement;
    expect(page.children).toHaveLength(fixture.body.length);
  });
});
