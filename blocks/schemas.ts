import type * as z from 'zod/mini';
import type { BlokBase } from './block-definition';
import { accordionItemSchema, accordionSchema } from './accordion/schema';
import { authorSchema } from './author/schema';
import { blogPostListSchema } from './blog-post-list/schema';
import { blogPostSchema } from './blog-post/schema';
import { buttonLinkSchema } from './button-link/schema';
import { contactDetailsSchema, openingHoursSchema } from './contact-details/schema';
import { contactFormSchema } from './contact-form/schema';
import { energySourceVoteSchema, voteOptionSchema } from './energy-source-vote/schema';
import { evReminderSchema } from './ev-reminder/schema';
import { faqSchema } from './faq/schema';
import { featureCardSchema, featureCardsSchema } from './feature-cards/schema';
import { friendReferralSchema } from './friend-referral/schema';
import { heroSchema } from './hero/schema';
import { imageWithTextSchema } from './image-with-text/schema';
import { imageSchema } from './image/schema';
import { pageSchema } from './page/schema';
import { quoteStarterSchema } from './quote-starter/schema';
import { rateYourSwitchSchema } from './rate-your-switch/schema';
import { reviewSchema, reviewsSchema } from './reviews/schema';
import { richTextBlockSchema } from './rich-text/schema';
import { sectionSchema } from './section/schema';
import { tariffRatesTableSchema } from './tariff-rates-table/schema';
import { vacancyCarouselSchema } from './vacancy-carousel/schema';
import { vacancyListSchema, vacancySchema } from './vacancy-list/schema';
import { videoEmbedSchema } from './video-embed/schema';

/**
 * Every block editors can use, by its Storyblok name: the schema its bloks must meet. Pages get
 * their bloks already checked (parse-bloks.ts); blocks/registry.ts gives each name its component.
 */
export const blockSchemas = {
  page: pageSchema,
  section: sectionSchema,
  hero: heroSchema,
  rich_text: richTextBlockSchema,
  image: imageSchema,
  image_with_text: imageWithTextSchema,
  button_link: buttonLinkSchema,
  accordion: accordionSchema,
  blog_post: blogPostSchema,
  blog_post_list: blogPostListSchema,
  author: authorSchema,
  contact_details: contactDetailsSchema,
  faq: faqSchema,
  feature_cards: featureCardsSchema,
  quote_starter: quoteStarterSchema,
  reviews: reviewsSchema,
  vacancy_list: vacancyListSchema,
  vacancy_carousel: vacancyCarouselSchema,
  video_embed: videoEmbedSchema,
  tariff_rates_table: tariffRatesTableSchema,
  energy_source_vote: energySourceVoteSchema,
  ev_reminder: evReminderSchema,
  contact_form: contactFormSchema,
  friend_referral: friendReferralSchema,
  rate_your_switch: rateYourSwitchSchema,
} satisfies Record<string, z.ZodMiniType<BlokBase>>;

export type BlockName = keyof typeof blockSchemas;
/** What a block's component receives: its blok as the schema outputs it. */
export type BlokOf<Name extends BlockName> = z.output<(typeof blockSchemas)[Name]>;

/** Bloks that only ever appear inside another block's field, checked by that block's schema. */
export const nestedOnlyBlocks = {
  accordion_item: accordionItemSchema,
  feature_card: featureCardSchema,
  opening_hours: openingHoursSchema,
  review: reviewSchema,
  vacancy: vacancySchema,
  vote_option: voteOptionSchema,
};
