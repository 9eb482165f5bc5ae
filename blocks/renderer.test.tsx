// The renderer's fallback in each environment: editors see what is wrong, visitors see the rest.
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderBlok } from '@/tests/utils/render-blok';
import { defineBlock, blokBase } from './block-definition';
import { Blok, Bloks, BlocksProvider } from './renderer';
import * as z from 'zod/mini';

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
    expect(card).toHaveTextContent('columns: Expected one of: 1, 2, 3, 4');
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

  it('logs one line per bad block when rendering on the server in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const strict = defineBlock(
      z.extend(blokBase, { component: z.literal('strict'), n: z.number() }),
      () => <p>ok</p>,
    );
    vi.stubGlobal('window', undefined);
    try {
      const html = renderToStaticMarkup(
        <BlocksProvider registry={{ strict }} diagnostics="silent">
          <Bloks
            bloks={[
              { _uid: 'a', component: 'strict', n: 'one' },
              { _uid: 'b', component: 'strict', n: 1 },
            ]}
          />
        </BlocksProvider>,
      );
      expect(html).toBe('<p>ok</p>');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('Skipped block strict (a): n: Expected number');
    } finally {
      vi.unstubAllGlobals();
      warn.mockRestore();
    }
  });

  it('refuses to render outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToStaticMarkup(<Blok blok={hero('x')} />)).toThrow('BlocksProvider');
    vi.restoreAllMocks();
  });
});
