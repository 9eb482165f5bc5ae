import { Link } from '@/lib/ui/link';
import { storyPath } from '@/lib/content/story-path';
import { formatShortDateTime } from '@/lib/format-date';
import type { StorySummary } from '../client/responses';
import { contentTypeLabel, STATE_LABELS } from './story-facts';
import styles from './story-list.module.css';

/** The stories as a table, each name a link to its editor page. */
export function StoryTable({ stories }: { stories: readonly StorySummary[] }) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.caption}>Pages and posts, by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col">Type</th>
            <th scope="col">State</th>
            <th scope="col">Last changed</th>
          </tr>
        </thead>
        <tbody>
          {stories.map((story) => (
            <tr key={story.id}>
              <th scope="row">
                <Link href={`/editor/stories/${story.id}`}>{story.name}</Link>
              </th>
              <td className={styles.address}>{storyPath(story.full_slug)}</td>
              <td>{contentTypeLabel(story.contentType)}</td>
              <td>
                <span className={styles[story.state]}>{STATE_LABELS[story.state]}</span>
              </td>
              <td>
                <time dateTime={story.updatedAt}>{formatShortDateTime(story.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
