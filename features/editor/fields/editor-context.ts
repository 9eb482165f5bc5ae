import type { Asset } from '@/lib/content/fields';

/** A blok as Storyblok stores it (not as its schema parses it): what the editor edits and saves. */
export type RawBlok = { _uid: string; component: string } & Record<string, unknown>;

/** A story a link or relation may point to. */
export interface StoryOption {
  uuid: string;
  name: string;
  full_slug: string;
  /** The component of its root blok, e.g. `page` or `author`. */
  contentType: string;
}

/** What a blok's form needs from the editor around it. */
export interface BlokFieldsContext {
  stories: readonly StoryOption[];
  assets: readonly Asset[];
  /** Stores an uploaded image in the content space and answers with its asset. */
  onUpload: (file: File) => Promise<Asset>;
  /** Opens a nested blok's own form. */
  onSelectBlok: (uid: string) => void;
}
