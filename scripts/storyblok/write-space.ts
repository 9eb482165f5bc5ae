import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { GeneratedComponent } from './components';
import type { EmbeddedSpace } from './embedded-space';
import { placedComponent, storedImage, type Phase, type PlanItem } from './plan';
import type { Progress } from './progress';
import { attempt } from './refusal';
import type { RemoteSpace } from './remote-space';
import type { IdMaps } from './story-plan';
import type { SpaceClient } from './sync-config';

/** What every phase's writer is handed: the client, both spaces, and the plan's items. */
export interface WriteContext {
  client: SpaceClient;
  spaceId: number;
  local: EmbeddedSpace;
  /** The space as read, kept up to date as push writes to it. */
  remote: RemoteSpace;
  generated: GeneratedComponent[];
  maps: IdMaps;
  progress: Progress;
}

const ITEM_NOUNS: Record<Phase, string> = {
  'component groups': 'component group',
  components: 'component',
  datasources: 'datasource',
  assets: 'asset',
  stories: 'story',
};

/** Runs `write` for each item of the plan that changes something, ticking the progress bar. */
export async function writeItems(
  items: PlanItem[],
  progress: Progress,
  write: (item: PlanItem) => Promise<void>,
): Promise<void> {
  const changes = items.filter(({ action }) => action !== 'unchanged');
  if (!changes.length) return;
  progress.start(changes[0]?.phase ?? '', changes.length);
  for (const item of changes) {
    await attempt(`${ITEM_NOUNS[item.phase]} ${item.name}`, () => write(item));
    progress.tick();
  }
  progress.done();
}

export async function writeGroups(items: PlanItem[], { client, remote, progress }: WriteContext) {
  await writeItems(items, progress, async ({ name }) => {
    const { data } = await client.componentFolders.create({
      body: { component_group: { name } },
    });
    remote.groups.push(data.component_group);
  });
}

export async function writeComponents(items: PlanItem[], context: WriteContext) {
  const { client, remote, generated, progress } = context;
  await writeItems(items, progress, async ({ name, action }) => {
    const stored = remote.components.find((component) => component.name === name);
    if (action === 'delete') {
      if (stored) await client.components.delete(stored.id);
      return;
    }
    const entry = generated.find(({ component }) => component.name === name);
    if (!entry) return;
    const component = placedComponent(entry, remote);
    if (stored) await client.components.update(stored.id, { body: { component } });
    else await client.components.create({ body: { component } });
  });
}

export async function writeDatasources(items: PlanItem[], context: WriteContext) {
  const { client, local, remote, progress } = context;
  await writeItems(items, progress, async ({ name, action, position }) => {
    const [slug = ''] = name.split(' › ');
    const wanted = local.datasources.find((source) => source.slug === slug);
    let stored = remote.datasources.find(({ datasource }) => datasource.slug === slug);
    if (position === undefined) {
      if (action === 'delete') {
        if (stored) await client.datasources.delete(stored.datasource.id);
      } else if (wanted && stored) {
        await client.datasources.update(stored.datasource.id, {
          body: { datasource: { name: wanted.name, slug } },
        });
      } else if (wanted) {
        const { data } = await client.datasources.create({
          body: { datasource: { name: wanted.name, slug } },
        });
        stored = { datasource: data.datasource, entries: [] };
        remote.datasources.push(stored);
      }
      return;
    }
    if (!stored) return;
    const at = stored.entries[position];
    const entry = wanted?.entries[position];
    if (action === 'delete') {
      if (at) await client.datasourceEntries.delete(at.id);
    } else if (entry && at) {
      await client.datasourceEntries.update(at.id, {
        body: { datasource_entry: { name: entry.name, value: entry.value } },
      });
    } else if (entry) {
      await client.datasourceEntries.create({
        body: {
          datasource_entry: {
            name: entry.name,
            value: entry.value,
            datasource_id: stored.datasource.id,
            position,
          },
        },
      });
    }
  });
}

/** Images go up through Storyblok's signed upload; ext_id keeps the path content uses. */
export async function writeAssets(items: PlanItem[], context: WriteContext) {
  const { client, local, remote, maps, progress } = context;
  await writeItems(items, progress, async ({ name, action }) => {
    if (action === 'delete') {
      const stored = remote.assets.find((asset) => asset.filename === name);
      if (stored) await client.assets.delete(stored.id);
      return;
    }
    const image = local.images.find(({ path }) => path === name);
    if (!image) return;
    const asset = await client.assets.upload({
      body: { short_filename: basename(image.path), ext_id: image.path },
      file: new Uint8Array(readFileSync(image.file)).buffer,
    });
    remote.assets.push(asset);
    const stored = storedImage(remote, image.path);
    if (stored) maps.images.set(image.path, { filename: stored.filename, id: stored.id });
  });
}
