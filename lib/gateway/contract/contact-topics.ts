/**
 * What a contact message can be about, and how the form names each topic: shared with the
 * contact form's CMS schema (zod/mini), so kept free of imports of the contract's classic zod.
 */
export const CONTACT_TOPICS = {
  billing: 'Bills and payments',
  'meter-readings': 'Meter readings',
  'smart-meters': 'Smart meters',
  'moving-home': 'Moving home',
  switching: 'Switching to So Energy',
  'priority-services': 'Extra support and the Priority Services Register',
  complaint: 'Making a complaint',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** The topics' values, as the non-empty tuple an enum schema takes. */
export const CONTACT_TOPIC_VALUES = Object.keys(CONTACT_TOPICS) as [
  ContactTopic,
  ...ContactTopic[],
];
