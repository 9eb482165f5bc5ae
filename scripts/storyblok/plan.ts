import type { Component } from '@storyblok/management-api-client';
import { holds, sameKeys } from './compare';
import type { ComponentDefinition, GeneratedComponent } from './components';
import type { EmbeddedSpace } from './embedded-space';
import type { RemoteSpace } from './remote-space';

/** The phases of a push, in the order it writes them. */
export const PHASES = [
  'component groups',
  'components',
  'datasources',
  'assets',
  'stories',
] as const;
export type Phase = (typeof PHASES)[number];

export type Action = 'create' | 'update' | 'unchanged' | 'delete';

export interface PlanItem {
  phase: Phase;
  name: string;
  action: Action;
  /** A datasource entry's place in its datasource. */
  position?: number;
}

const item = (phase: Phase, name: string, action: Action): PlanItem => ({ phase, name, action });

export function planGroups(generated: GeneratedComponent[], remote: RemoteSpace): PlanItem[] {
  const names = [...new Set(generated.map(({ group }) => group))];
  return names.map((name) =>
    item(
      'component groups',
      name,
      remote.groups.some((group) => group.name === name) ? 'unchanged' : 'create',
    ),
  );
}

/** A component as push writes it, with its group's uuid in this space. */
export function placedComponent(
  { component, group }: GeneratedComponent,
  remote: RemoteSpace,
): ComponentDefinition {
  const uuid = remote.groups.find(({ name }) => name === group)?.uuid ?? null;
  return { ...component, component_group_uuid: uuid };
}

export function componentHeld(stored: Component, wanted: ComponentDefinition): boolean {
  const { schema, ...rest } = wanted;
  return (
    holds(stored, rest) &&
    sameKeys(stored.schema, schema) &&
    Object.entries(schema).every(([key, field]) => holds(stored.schema[key], field))
  );
}

export function planComponents(
  generated: GeneratedComponent[],
  remote: RemoteSpace,
  prune: boolean,
): PlanItem[] {
  const items = generated.map((entry) => {
    const stored = remote.components.find(({ name }) => name === entry.component.name);
    const action: Action = !stored
      ? 'create'
      : componentHeld(stored, placedComponent(entry, remote))
        ? 'unchanged'
        : 'update';
    return item('components', entry.component.name, action);
  });
  const names = new Set(generated.map(({ component }) => component.name));
  const extra = prune ? remote.components.filter(({ name }) => !names.has(name)) : [];
  return [...items, ...extra.map(({ name }) => item('components', name, 'delete'))];
}

export function planDatasources(
  local: EmbeddedSpace,
  remote: RemoteSpace,
  prune: boolean,
): PlanItem[] {
  const items = local.datasources.flatMap(({ slug, name, entries }) => {
    const stored = remote.datasources.find(({ datasource }) => datasource.slug === slug);
    const own = item(
      'datasources',
      slug,
      !stored ? 'create' : stored.datasource.name === name ? 'unchanged' : 'update',
    );
    const storedEntries = stored?.entries ?? [];
    const entryItems = entries.map((entry, position): PlanItem => {
      const at = storedEntries[position];
      const same = at?.name === entry.name && at.value === entry.value;
      const action = !at ? 'create' : same ? 'unchanged' : 'update';
      return {
        ...item('datasources', `${slug} › ${entry.name} = ${entry.value}`, action),
        position,
      };
    });
    const extraEntries = prune ? storedEntries.slice(entries.length) : [];
    return [
      own,
      ...entryItems,
      ...extraEntries.map((entry, index): PlanItem => ({
        ...item('datasources', `${slug} › ${entry.name}`, 'delete'),
        position: entries.length + index,
      })),
    ];
  });
  const slugs = new Set(local.datasources.map(({ slug }) => slug));
  const extra = prune
    ? remote.datasources.filter(({ datasource }) => !slugs.has(datasource.slug))
    : [];
  return [
    ...items,
    ...extra.map(({ datasource }) => item('datasources', datasource.slug, 'delete')),
  ];
}

/** The space's asset for an image of the embedded space: the newest with its path as ext_id. */
export function storedImage(remote: RemoteSpace, path: string) {
  return remote.assets.filter((asset) => asset.ext_id === path).sort((a, b) => b.id - a.id)[0];
}

export function planAssets(local: EmbeddedSpace, remote: RemoteSpace, prune: boolean): PlanItem[] {
  const items = local.images.map(({ path, size }) => {
    const stored = storedImage(remote, path);
    const action: Action = !stored
      ? 'create'
      : stored.content_length === size
        ? 'unchanged'
        : 'update';
    return item('assets', path, action);
  });
  const paths = new Set(local.images.map(({ path }) => path));
  const extra = prune
    ? remote.assets.filter((asset) => asset.ext_id?.startsWith('/') && !paths.has(asset.ext_id))
    : [];
  return [...items, ...extra.map((asset) => item('assets', asset.filename, 'delete'))];
}
