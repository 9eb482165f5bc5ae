import * as z from 'zod/mini';
import { blokBase, bloksField } from './block-definition';
import { parseBlok } from './parse-bloks';

const schemas = {
  list: z.extend(blokBase, { component: z.literal('list'), items: bloksField }),
  count: z.extend(blokBase, {
    component: z.literal('count'),
    n: z.pipe(z.string(), z.transform(Number)),
  }),
  text: z.extend(blokBase, {
    component: z.literal('text'),
    doc: z.object({ type: z.literal('doc'), content: z.array(z.unknown()) }),
  }),
};

const count = (_uid: string, n: unknown, extra = {}) => ({ _uid, component: 'count', n, ...extra });

describe('parseBlok', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives each blok as its block's schema outputs it, and the bloks of its fields too", () => {
    const raw = { _uid: 'l', component: 'list', items: [count('a', '4'), count('b', '2')] };
    expect(parseBlok(raw, schemas)).toEqual({
      _uid: 'l',
      component: 'list',
      items: [count('a', 4), count('b', 2)],
    });
  });

  it('checks the bloks in rich text, however deep, and leaves hidden ones out', () => {
    const blokNode = (...body: unknown[]) => ({ type: 'blok', attrs: { id: 'x', body } });
    const raw = {
      _uid: 't',
      component: 'text',
      doc: {
        type: 'doc',
        content: [
          blokNode(count('a', '1'), count('h', '9', { hidden: true })),
          { type: 'blockquote', content: [blokNode(count('b', '2'))] },
        ],
      },
    };
    expect(parseBlok(raw, schemas)).toMatchObject({
      doc: {
        content: [
          { type: 'blok', attrs: { id: 'x', body: [count('a', 1)] } },
          { type: 'blockquote', content: [{ attrs: { body: [count('b', 2)] } }] },
        ],
      },
    });
  });

  it('names what is wrong with a bad or unknown blok in its place, logging one line each on the server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', undefined);
    try {
      const raw = {
        _uid: 'l',
        component: 'list',
        items: [count('a', 4), { _uid: 'x', component: 'carousel_3d' }, count('b', '2')],
      };
      expect(parseBlok(raw, schemas)).toEqual({
        _uid: 'l',
        component: 'list',
        items: [
          {
            _uid: 'a',
            component: 'count',
            _issues: [{ path: 'n', message: 'Invalid input: expected string, received number' }],
          },
          { _uid: 'x', component: 'carousel_3d', _issues: [] },
          count('b', 2),
        ],
      });
      expect(warn.mock.calls).toEqual([
        ['Skipped block count (a): n: Invalid input: expected string, received number'],
        ['Skipped block carousel_3d (x): not in the registry'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves out a hidden blok', () => {
    expect(parseBlok(count('a', '1', { hidden: true }), schemas)).toBeNull();
  });
});
