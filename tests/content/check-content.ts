import { checkStory, targetsOf, type StoryProblem } from '@/blocks/story-check';
import {
  loadSpace,
  SpaceFileError,
  type SkippedFile,
  type SpaceStory,
} from '@/lib/content/local-space/space';
import { accountLinkLabelProblems } from './account-link-labels';

export interface Problem {
  where: string;
  path: string;
  message: string;
}

const located = (where: string, problems: StoryProblem[]): Problem[] =>
  problems.map((problem) => ({ where, ...problem }));

function duplicates(stories: SpaceStory[], key: 'id' | 'uuid'): Problem[] {
  const seen = new Map<unknown, string>();
  return stories.flatMap(({ file, draft }) => {
    const first = seen.get(draft[key]);
    seen.set(draft[key], file);
    return first
      ? [
          {
            where: file,
            path: key,
            message: `${key} ${String(draft[key])} is also used by ${first}`,
          },
        ]
      : [];
  });
}

/** Every problem in the embedded space at `root`; none means it is ready to ship. */
export function checkContent(root: string): Problem[] {
  let stories: SpaceStory[];
  const skipped: SkippedFile[] = [];
  try {
    stories = loadSpace(root, { onSkippedFile: (file) => skipped.push(file) }).stories;
  } catch (error) {
    if (error instanceof SpaceFileError)
      return [{ where: error.file, path: '', message: error.detail }];
    throw error;
  }
  const published = stories.flatMap((story) => (story.published ? [story.published] : []));
  const drafts = stories.map((story) => story.draft);
  return [
    ...skipped.map(({ file, reason }) => ({
      where: file,
      path: '',
      message: `left out of the space: ${reason}`,
    })),
    ...duplicates(stories, 'id'),
    ...duplicates(stories, 'uuid'),
    ...stories.flatMap(({ file, draft, published: live }) => [
      ...located(`${file} (draft)`, checkStory(draft, targetsOf(drafts))),
      ...(live ? located(`${file} (published)`, checkStory(live, targetsOf(published))) : []),
      ...located(`${file} (draft)`, accountLinkLabelProblems(draft.content)),
      ...(live ? located(`${file} (published)`, accountLinkLabelProblems(live.content)) : []),
    ]),
  ];
}
