// The renderer's fallback in each environment: editors see what is wrong, visitors see the rest.
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderBlok } from '@/tests/utils/render-blok';
import { Blok } from './renderer';

const page = (...body: unknown[]) => ({ _uid: 'p', component: 'page', body });
const hero = (headline: unknown, extra = {}) => ({
  _uid: `h-${String(headline)}`,
  component: 'hero',
  headline,
  ...extra,
});

describe('block renderer', () => {
  it('renders valid bloks and skips hidden ones', () => {
    renderBlok(page(hero('Shown'), hero('Hidden', { hidden: true })));

    expect(screen.getByRole('heading', { name: 'Shown' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('shows editors an unknown block by name, and keeps rendering the rest', () => {
    renderBlok(page({ _uid: 'x1', component: 'carousel_3d' }, hero('Still here')));

    const card = screen.getByRole('complementary', { name: 'Problem with block carousel_3d' });
    expect(card).toHaveTextContent('Unknown block “carousel_3d”');
    expect(card).toHaveTextContent('x1');
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('lists each schema issue of an invalid block with its path', () => {
    renderBlok(page({ _uid: 's1', component: 'section', columns: '7', anchor: 'Bad Anchor' }));

    const card = screen.getByRole('complementary', { name: 'Problem with block section' });
    expect(card).toHaveTextContent('columns: Invalid option: expected one of "1"|"2"|"3"|"4"');
    expect(card).toHaveTextContent('anchor: Use lower-case letters, digits and hyphens');
  });

  it('renders nothing for a bad block in production', () => {
    const { container } = renderBlok(
      page({ _uid: 'x2', component: 'carousel_3d' }, hero('Visible')),
      {
        diagnostics: 'silent',
      },
    );

    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container).toHaveTextContent('Visible');
  });

  it('refuses to render outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToStaticMarkup(<Blok blok={hero('x')} />)).toThrow('BlocksProvider');
    vi.restoreAllMocks();
  });
});
