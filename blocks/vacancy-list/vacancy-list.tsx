import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { BlockHeading } from '../block-heading';
import { cardGridClassName } from '../cms-card';
import { Subheadings } from '../heading-level';
import type { VacancyListBlok } from './schema';
import { VacancyCard } from './vacancy-card';
import styles from './vacancy-list.module.css';

/** Every open vacancy as a list of cards. */
export function VacancyList({ blok }: { blok: VacancyListBlok }) {
  return (
    <div className={styles.vacancyList} {...storyblokEditable(blok)}>
      <BlockHeading heading={blok.heading} />
      {blok.vacancies.length === 0 ? (
        <p>{blok.empty_text}</p>
      ) : (
        <Subheadings when={Boolean(blok.heading)}>
          <ul className={cardGridClassName}>
            {blok.vacancies.map((vacancy) => (
              <li key={vacancy._uid}>
                <VacancyCard vacancy={vacancy} />
              </li>
            ))}
          </ul>
        </Subheadings>
      )}
    </div>
  );
}
