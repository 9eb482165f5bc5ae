import type {
  Asset,
  Component,
  Datasource,
  DatasourceEntry,
  Story,
} from '@storyblok/management-api-client';
import type { SpaceClient } from './sync-config';

/** What push compares the embedded space with: everything the space holds that push writes. */
export interface RemoteSpace {
  components: Component[];
  groups: { id: number; name: string; uuid: string }[];
  datasources: { datasource: Datasource; entries: DatasourceEntry[] }[];
  assets: Asset[];
  /** Folders and stories, each story with its content. */
  stories: Story[];
}

const PER_PAGE = 100;

/** Every row of a paged list, page by page until a short page. */
export async function allPages<Row>(list: (page: number) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const batch = await list(page);
    rows.push(...batch);
    if (batch.length < PER_PAGE) return rows;
  }
}

const paged = (page: number) => ({ page, per_page: PER_PAGE });

export async function readRemoteSpace(client: SpaceClient): Promise<RemoteSpace> {
  const { data: componentList } = await client.components.list();
  const { data: groupList } = await client.componentFolders.list();
  const datasources = await allPages(
    async (page) => (await client.datasources.list({ query: paged(page) })).data.datasources,
  );
  const withEntries = await Promise.all(
    datasources.map(async (datasource) => ({
      datasource,
      entries: await allPages(
        async (page) =>
          (
            await client.datasourceEntries.list({
              query: { datasource_id: datasource.id, ...paged(page) },
            })
          ).data.datasource_entries,
      ),
    })),
  );
  const assets = await allPages(
    async (page) => (await client.assets.list({ query: paged(page) })).data.assets,
  );
  const listed = await allPages(
    async (page) => (await client.stories.list({ query: paged(page) })).data.stories ?? [],
  );
  // The list leaves content out: push compares it, so each story is read whole.
  const stories: Story[] = [];
  for (const story of listed) {
    if (story.is_folder) stories.push(story);
    else {
      const { data } = await client.stories.get(story.id);
      stories.push(data.story ?? story);
    }
  }
  return {
    components: componentList.components,
    groups: groupList.component_groups,
    datasources: withEntries,
    assets,
    stories,
  };
}
