import { storyblokEditable } from '@storyblok/react';
import { Heading, Subheadings } from '../heading-level';
import type { VacancyListBlok } from './schema';
import { VacancyCard } from './vacancy-card';
import styles from './vacancy-list.module.css';

/** Every open vacancy as a list of cards. */
export function VacancyList({ blok }: { blok: VacancyListBlok }) {
  return (
    <div className={styles.vacancyList} {...storyblokEditable(blok)}>
      {blok.heading && <Heading className={styles.heading}>{blok.heading}</Heading>}
      {blok.vacancies.length === 0 ? (
        <p>{blok.empty_text}</p>
      ) : (
        <Subheadings when={Boolean(blok.heading)}>
          <ul className={styles.list}>
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
