import type { HistoryEntry } from '../client/responses';

const ACTIONS: Record<Exclude<HistoryEntry['action'], 'revert'>, string> = {
  create: 'Created',
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
};

/** What a version of a story's history records, in the editor's words. */
export function historyAction({ action, revertedTo }: HistoryEntry): string {
  if (action !== 'revert') return ACTIONS[action];
  return revertedTo === undefined
    ? 'Restored an earlier version'
    : `Restored version ${revertedTo}`;
}
