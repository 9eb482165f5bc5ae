import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { storySchema, type Story } from '../story';
import { insideFolder } from './space-files';

/**
 * Each story's history: `history/<story uuid>.jsonl`, one line a change with the story as it
 * was after it. One file a story (by uuid, which survives a rename) keeps a story's past in
 * one place; appending a line never rewrites earlier versions, and a line-per-version file
 * diffs as one added line a change.
 */

export const HISTORY_ACTIONS = [
  'create',
  'save',
  'publish',
  'unpublish',
  'revert',
  'delete',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

const entrySchema = z.object({
  version: z.number(),
  action: z.enum(HISTORY_ACTIONS),
  who: z.string(),
  at: z.string(),
  /** The draft after the change. */
  story: storySchema,
  /** For a revert: the version it went back to. */
  revertedTo: z.optional(z.number()),
});
export type HistoryEntry = z.infer<typeof entrySchema>;

const HISTORY_DIR = 'history';

/** A story's history file, never outside history/ whatever its uuid says. */
const historyFile = (root: string, uuid: string) =>
  insideFolder(root, HISTORY_DIR, join(HISTORY_DIR, `${uuid}.jsonl`));

export function readHistory(root: string, uuid: string): HistoryEntry[] {
  const file = historyFile(root, uuid);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => entrySchema.parse(JSON.parse(line)));
}

export function recordHistory(
  root: string,
  change: Omit<HistoryEntry, 'version' | 'at' | 'story'> & { story: Story; at: Date },
): HistoryEntry {
  const { story, at, ...rest } = change;
  const entry: HistoryEntry = {
    ...rest,
    version: readHistory(root, story.uuid).length + 1,
    at: at.toISOString(),
    story,
  };
  const file = historyFile(root, story.uuid);
  mkdirSync(join(root, HISTORY_DIR), { recursive: true });
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
  return entry;
}
