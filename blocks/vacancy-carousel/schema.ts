import * as z from 'zod/mini';
import { blokBase } from '../block-definition';
import { vacanciesFields } from '../vacancy-list/schema';

export const vacancyCarouselSchema = z.extend(blokBase, {
  component: z.literal('vacancy_carousel'),
  ...vacanciesFields,
  /** What screen readers call the carousel when it has no heading. */
  label: z._default(z.string().check(z.minLength(1, 'Name the carousel')), 'Vacancies'),
});
export type VacancyCarouselBlok = z.infer<typeof vacancyCarouselSchema>;
