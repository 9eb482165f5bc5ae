import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { CardCue, CardTitle, cardClassName } from '../cms-card';
import type { VacancyBlok } from './schema';
import { VACANCY_TYPES } from './vacancy-types';
import styles from './vacancy-card.module.css';

/** One vacancy: the title links to its advert; team, location, type and closing date below. */
export function VacancyCard({ vacancy }: { vacancy: VacancyBlok }) {
  return (
    <div className={cardClassName} {...storyblokEditable(vacancy)}>
      <CardTitle href={vacancy.link}>{vacancy.title}</CardTitle>
      <p className={styles.team}>{vacancy.team}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Location</dt>
          <dd>{vacancy.location}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{VACANCY_TYPES[vacancy.type]}</dd>
        </div>
        {vacancy.closing_date && (
          <div>
            <dt>Closes</dt>
            <dd>
              <time dateTime={londonIsoDate(vacancy.closing_date)}>
                {formatLongDate(vacancy.closing_date)}
              </time>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.summary}>{vacancy.summary}</p>
      <CardCue>See the job and apply</CardCue>
    </div>
  );
}
