import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { cmsLinkSchema, longText, optionalText } from '@/lib/content/fields';
import { blokBase, nestedBloks } from '../block-definition';
import { VACANCY_TYPES } from './vacancy-types';

export const vacancySchema = z.extend(blokBase, {
  component: z.literal('vacancy'),
  title: z.string().check(z.minLength(1, 'Each vacancy needs a job title')),
  team: z.string().check(z.minLength(1, 'Say which team the job is in')),
  /** e.g. "London (hybrid)" or "Remote, UK". */
  location: z.string().check(z.minLength(1, 'Say where the job is based')),
  type: z
    .enum(Object.keys(VACANCY_TYPES) as [keyof typeof VACANCY_TYPES])
    .check(field({ optionLabels: VACANCY_TYPES })),
  summary: longText.check(z.minLength(1, 'Sum the job up in a sentence or two')),
  /** The job advert, where people apply. */
  link: z.pipe(cmsLinkSchema, z.string({ error: 'Link the vacancy to its job advert' })),
  closing_date: z.optional(
    z.string().check(z.regex(/^(?:\d{4}-\d{2}-\d{2}|$)/, 'Use a date like 2026-12-18')),
  ),
});
export type VacancyBlok = z.infer<typeof vacancySchema>;

/** The vacancies field of the list and the carousel; none shows `empty_text`. */
export const vacanciesFields = {
  heading: optionalText,
  vacancies: z._default(z.array(vacancySchema).check(nestedBloks), []),
  empty_text: z._default(
    longText,
    'We have no open roles right now. We hire throughout the year, so please check back soon.',
  ),
};

export const vacancyListSchema = z.extend(blokBase, {
  component: z.literal('vacancy_list'),
  ...vacanciesFields,
});
export type VacancyListBlok = z.infer<typeof vacancyListSchema>;
