import { act, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderBlok } from '@/tests/utils/render-blok';
import faqFixture from '../faq/fixture.json';
import { Blok, BlocksProvider } from '../renderer';
import fixture from './fixture.json';
import { Page } from './page';
import type { PageBlok } from './schema';

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

it('hydrates its blocks after the page around them, not in the same task', async () => {
  const hydrated: string[] = [];
  function Frame({ children }: { children: ReactNode }) {
    useLayoutEffect(() => void hydrated.push('page'), []);
    return children;
  }
  function Probe() {
    useLayoutEffect(() => void hydrated.push('block'), []);
    return <p>A block</p>;
  }
  const blok = {
    _uid: 'page',
    component: 'page',
    body: [{ _uid: 'probe', component: 'probe' }],
  } as unknown as PageBlok;
  const tree = (
    <Frame>
      <BlocksProvider registry={{ page: Page, probe: Probe }} diagnostics="silent">
        <Blok blok={blok} />
      </BlocksProvider>
    </Frame>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);

  await act(async () => void hydrateRoot(container, tree));

  // Hydrated with the page, the block's effects would run first, as children's do.
  expect(hydrated).toEqual(['page', 'block']);
  expect(container).toHaveTextContent('A block');
  container.remove();
});
