import { blokSchema, type Blok } from '@/lib/content/story';

/** What the editor knows of a component, derived by the page from the block schemas. */
export interface ComponentRules {
  /** The name editors see, e.g. "Hero". */
  displayName: string;
  /** Each field holding child bloks, with the components it accepts. */
  bloksFields: Readonly<Record<string, readonly string[]>>;
}

/** Every component the editor may place, by its Storyblok name. */
export type ComponentCatalogue = Readonly<Record<string, ComponentRules>>;

/** Where a blok sits: in `field` of the blok `parentUid`, at `index`. */
export interface BlokPlace {
  parentUid: string;
  field: string;
  index: number;
}

export interface FoundBlok {
  blok: Blok;
  /** Null for the story's root blok. */
  place: BlokPlace | null;
}

export const isBlok = (value: unknown): value is Blok => blokSchema.safeParse(value).success;

const isBlokList = (value: unknown): value is Blok[] =>
  Array.isArray(value) && value.length > 0 && value.every(isBlok);

/**
 * The fields of `blok` holding child bloks: those its component declares (even when empty), then
 * any other list of bloks in the content, so nothing the catalogue does not know is hidden.
 */
export function childFields(blok: Blok, catalogue: ComponentCatalogue): string[] {
  const declared = Object.keys(catalogue[blok.component]?.bloksFields ?? {});
  const found = Object.keys(blok).filter(
    (field) => !declared.includes(field) && isBlokList(blok[field]),
  );
  return [...declared, ...found];
}

/** The child bloks in `field` of `blok` (none when the field is missing or not a list of bloks). */
export function childBloks(blok: Blok, field: string): Blok[] {
  const value = blok[field];
  return Array.isArray(value) ? value.filter(isBlok) : [];
}

/** The blok with `uid` anywhere under `root` (root included), with where it sits. */
export function findBlok(root: Blok, uid: string): FoundBlok | null {
  if (root._uid === uid) return { blok: root, place: null };
  for (const [field, value] of Object.entries(root)) {
    if (!Array.isArray(value)) continue;
    for (const [index, child] of value.entries()) {
      if (!isBlok(child)) continue;
      if (child._uid === uid) return { blok: child, place: { parentUid: root._uid, field, index } };
      const found = findBlok(child, uid);
      if (found) return found;
    }
  }
  return null;
}

/** True when `uid` is `ancestor` itself or any blok inside it. */
export const isWithin = (ancestor: Blok, uid: string): boolean => findBlok(ancestor, uid) !== null;

/** Whether `field` of a `parentComponent` blok accepts a `component` blok. */
export function accepts(
  catalogue: ComponentCatalogue,
  parentComponent: string,
  field: string,
  component: string,
): boolean {
  return catalogue[parentComponent]?.bloksFields[field]?.includes(component) ?? false;
}
