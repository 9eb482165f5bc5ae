import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editorClient } from '@/features/editor/client/editor-client';
import { StoryListScreen } from '@/features/editor/story-list/story-list-screen';
import { serveScratchEditorApi } from '../utils/editor-api';
import { FreshSwrCache } from '../utils/fresh-swr-cache';
import { makeRouter } from '../utils/make-router';

const router = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof makeRouter> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

beforeEach(async () => {
  router.current = makeRouter({ pathname: '/editor', asPath: '/editor' });
  await serveScratchEditorApi();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const openList = async () => {
  render(<StoryListScreen />, { wrapper: FreshSwrCache });
  return screen.findByRole('table', { name: 'Pages and posts, by name' });
};
const row = (table: HTMLElement, name: string) =>
  within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const namesIn = (table: HTMLElement) =>
  bodyRows(table).map((tr) => within(tr).getByRole('link').textContent);

describe('the editor’s list of pages and posts', () => {
  it('shows each story’s address, type, state and last change, its name a link to edit it', async () => {
    const table = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Pages and posts' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Address', 'Type', 'State', 'Last changed']);
    expect(
      within(row(table, 'Home'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '/',
      'Page',
      'Published',
      expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
    ]);
    expect(within(table).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/editor/stories/101',
    );
    expect(row(table, 'About us')).toHaveTextContent('Changed since published');
    expect(row(table, 'Cooking Christmas dinner without a big energy bill')).toHaveTextContent(
      '/blog/cooking-christmas-dinner-for-lessBlog postDraft: never published',
    );
  });

  it('narrows the list as the editor types, picks a folder or a state, and says how many it shows', async () => {
    const table = await openList();
    const all = bodyRows(table).length;
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${all} of ${all}`);

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search pages and posts' }),
      'heat pump',
    );
    expect(namesIn(table)).toEqual([
      'Getting the best from your heat pump this winter',
      "Heat pump myths: what's true and what isn't",
      'Heat pumps',
      'How does a heat pump work?',
      'The Boiler Upgrade Scheme: £7,500 off a heat pump',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 5 of ${all}`);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search pages and posts' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search pages and posts' }),
      '/solar/',
    );
    expect(namesIn(table)).toEqual(['So Spooky solar offer']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search pages and posts' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), 'authors');
    expect(bodyRows(table)).toHaveLength(4);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), 'All folders');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'State' }),
      'Draft: never published',
    );
    expect(namesIn(table)).toEqual(['Cooking Christmas dinner without a big energy bill']);
  });

  it('says when the list could not be loaded, and loads it on Try again', async () => {
    const serve = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(serve),
    );
    render(<StoryListScreen />, { wrapper: FreshSwrCache });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the pages and posts',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('a new page', () => {
  const openNewPage = async () => {
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    return screen.getByRole('dialog', { name: 'New page' });
  };
  const dialog = () => within(screen.getByRole('dialog', { name: 'New page' }));
  const field = (name: string) => dialog().getByRole('textbox', { name });
  const select = (name: string) => dialog().getByRole('combobox', { name });
  const create = () => userEvent.click(screen.getByRole('button', { name: 'Create the page' }));

  it('suggests the slug from the name until the editor types one', async () => {
    await openNewPage();
    expect(field('Name')).toHaveFocus();
    await userEvent.type(field('Name'), 'Winter tips & tricks');
    expect(field('Address slug')).toHaveValue('winter-tips-tricks');
    await userEvent.selectOptions(select('Folder'), 'blog');
    expect(field('Address slug')).toHaveAccessibleDescription(
      'Lower-case letters, digits and hyphens. The address will be /blog/winter-tips-tricks',
    );

    await userEvent.clear(field('Address slug'));
    await userEvent.type(field('Address slug'), 'winter');
    await userEvent.type(field('Name'), ' for renters');
    expect(field('Address slug')).toHaveValue('winter');
  });

  it('shows a slug another story has beside the slug, and opens the new page once created', async () => {
    await openNewPage();
    await userEvent.type(field('Name'), 'About');
    const startFrom = within(select('Start from'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(startFrom[0]).toBe('A blank page (a headline only)');
    expect(startFrom).toContain('How does a heat pump work? (/blog/how-does-a-heat-pump-work)');
    expect(startFrom).not.toContain('Daniel Okafor (/authors/daniel-okafor)');
    await userEvent.selectOptions(select('Start from'), 'About us (/about)');
    await create();
    expect(field('Address slug')).toHaveAccessibleDescription(
      expect.stringContaining('A story already has the slug "about".'),
    );
    expect(field('Address slug')).toHaveFocus();
    expect(router.current.push).not.toHaveBeenCalled();

    await userEvent.type(field('Address slug'), '-again');
    await create();
    expect(router.current.push).toHaveBeenCalledWith(
      expect.stringMatching(/^\/editor\/stories\/\d+$/),
    );
    const id = Number(
      vi.mocked(router.current.push).mock.calls[0]![0].toString().split('/').at(-1),
    );
    const { draft } = await editorClient.getStory(id);
    expect(draft).toMatchObject({ name: 'About', full_slug: 'about-again' });
    // A copy of the about page: its hero and its two sections.
    expect(draft.content.body).toHaveLength(3);
  });

  it('checks the fields before sending', async () => {
    await openNewPage();
    await userEvent.type(field('Address slug'), 'Not A Slug');
    await create();
    expect(field('Name')).toHaveAccessibleDescription('Enter a name');
    expect(field('Address slug')).toHaveAccessibleDescription(
      expect.stringContaining('Use lower-case letters, digits and hyphens only'),
    );
  });
});
