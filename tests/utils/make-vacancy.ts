import type { VacancyBlok } from '@/blocks/vacancy-list/schema';

type RawVacancy = Omit<VacancyBlok, 'link'> & { link: { linktype: 'url'; url: string } };

const roles: [title: string, team: string][] = [
  ['Customer Care Specialist', 'Customer care'],
  ['Smart Meter Engineer', 'Smart metering'],
  ['Pricing Analyst', 'Energy and pricing'],
  ['Senior Frontend Engineer', 'Technology and data'],
  ['Billing Operations Advisor', 'Operations'],
  ['Vulnerability Support Specialist', 'Customer care'],
  ['Data Engineer', 'Technology and data'],
];

let next = 0;

/** A vacancy blok as the CMS stores it; override anything, e.g. `makeVacancy({ title: 'X' })`. */
export function makeVacancy(overrides: Partial<RawVacancy> = {}): RawVacancy {
  const n = next++;
  const [title, team] = roles[n % roles.length]!;
  return {
    _uid: `vacancy-${n}`,
    component: 'vacancy',
    title,
    team,
    location: 'London (hybrid)',
    type: 'full-time',
    summary: `Join our ${team.toLowerCase()} team and help customers get the most from green energy.`,
    link: { linktype: 'url', url: `https://careers.so.energy/jobs/${n}` },
    closing_date: '2026-12-18',
    ...overrides,
  };
}

export const makeVacancies = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeVacancy({ title: `${roles[index % roles.length]![0]} ${index + 1}` }),
  );
