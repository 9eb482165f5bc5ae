export const VACANCY_TYPES = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  'fixed-term': 'Fixed-term contract',
  apprenticeship: 'Apprenticeship',
} as const;
