import { useState } from 'react';
import { Button } from '@/lib/ui/button';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import screen from '../editor-screen.module.css';
import { NewStoryDialog } from './new-story-dialog';
import { foldersOf } from './story-facts';
import { filterStories, NO_FILTER } from './story-filter';
import { StoryFilters } from './story-filters';
import styles from './story-list.module.css';
import { StoryTable } from './story-table';
import { useStories } from './use-stories';

/** /editor: every page and post, found by name, address, folder or state; and a new page. */
export function StoryListScreen() {
  const { data: stories, error, mutate } = useStories();
  const loading = useMinimumDisplay(!stories && !error);
  const [filter, setFilter] = useState(NO_FILTER);
  const [creating, setCreating] = useState(false);
  const shown = stories ? filterStories(stories, filter) : [];

  return (
    <div className={screen.screen}>
      <div className={styles.top}>
        <h1 className={screen.heading}>Pages and posts</h1>
        {stories && (
          <Button size="small" onClick={() => setCreating(true)}>
            New page
          </Button>
        )}
      </div>
      {error && !loading ? (
        <LoadFailure
          message="We could not load the pages and posts. Check that the site is running, then try again."
          retry={() => void mutate()}
          className={styles.placeholder}
        />
      ) : loading || !stories ? (
        <LoadingPlaceholder label="Loading the pages and posts" className={styles.placeholder} />
      ) : (
        <>
          <StoryFilters filter={filter} folders={foldersOf(stories)} onChange={setFilter} />
          <p role="status" className={styles.count}>
            Showing {shown.length} of {stories.length}
          </p>
          <StoryTable stories={shown} />
          <NewStoryDialog open={creating} onClose={() => setCreating(false)} stories={stories} />
        </>
      )}
    </div>
  );
}
