import { Accordion } from './accordion/accordion';
import { accordionItemSchema, accordionSchema } from './accordion/schema';
import { Author } from './author/author';
import { authorSchema } from './author/schema';
import { defineBlock, type BlockDefinition } from './block-definition';
import { BlogPost } from './blog-post/blog-post';
import { blogPostSchema } from './blog-post/schema';
import { BlogPostList } from './blog-post-list/blog-post-list';
import { blogPostListSchema } from './blog-post-list/schema';
import { ButtonLink } from './button-link/button-link';
import { buttonLinkSchema } from './button-link/schema';
import { ContactDetails } from './contact-details/contact-details';
import { contactDetailsSchema, openingHoursSchema } from './contact-details/schema';
import { Faq } from './faq/faq';
import { faqSchema } from './faq/schema';
import { FeatureCards } from './feature-cards/feature-cards';
import { featureCardSchema, featureCardsSchema } from './feature-cards/schema';
import { ContactForm } from './contact-form/contact-form';
import { contactFormSchema } from './contact-form/schema';
import { EnergySourceVote } from './energy-source-vote/energy-source-vote';
import { energySourceVoteSchema, voteOptionSchema } from './energy-source-vote/schema';
import { EvReminder } from './ev-reminder/ev-reminder';
import { evReminderSchema } from './ev-reminder/schema';
import { FriendReferral } from './friend-referral/friend-referral';
import { friendReferralSchema } from './friend-referral/schema';
import { Hero } from './hero/hero';
import { heroSchema } from './hero/schema';
import { Image } from './image/image';
import { imageSchema } from './image/schema';
import { ImageWithText } from './image-with-text/image-with-text';
import { imageWithTextSchema } from './image-with-text/schema';
import { Page } from './page/page';
import { QuoteStarter } from './quote-starter/quote-starter';
import { quoteStarterSchema } from './quote-starter/schema';
import { RateYourSwitch } from './rate-your-switch/rate-your-switch';
import { rateYourSwitchSchema } from './rate-your-switch/schema';
import { pageSchema } from './page/schema';
import { Reviews } from './reviews/reviews';
import { reviewSchema, reviewsSchema } from './reviews/schema';
import { RichTextBlock } from './rich-text/rich-text-block';
import { richTextBlockSchema } from './rich-text/schema';
import { Section } from './section/section';
import { videoEmbedSchema } from './video-embed/schema';
import { VideoEmbed } from './video-embed/video-embed';
import { vacancyCarouselSchema } from './vacancy-carousel/schema';
import { VacancyCarousel } from './vacancy-carousel/vacancy-carousel';
import { vacancyListSchema, vacancySchema } from './vacancy-list/schema';
import { VacancyList } from './vacancy-list/vacancy-list';
import { sectionSchema } from './section/schema';
import { tariffRatesTableSchema } from './tariff-rates-table/schema';
import { TariffRatesTable } from './tariff-rates-table/tariff-rates-table';

/** Every block editors can use, by its Storyblok component name. The only list of blocks. */
export const registry = {
  page: defineBlock(pageSchema, Page),
  section: defineBlock(sectionSchema, Section),
  hero: defineBlock(heroSchema, Hero),
  rich_text: defineBlock(richTextBlockSchema, RichTextBlock),
  image: defineBlock(imageSchema, Image),
  image_with_text: defineBlock(imageWithTextSchema, ImageWithText),
  button_link: defineBlock(buttonLinkSchema, ButtonLink),
  accordion: defineBlock(accordionSchema, Accordion),
  blog_post: defineBlock(blogPostSchema, BlogPost),
  blog_post_list: defineBlock(blogPostListSchema, BlogPostList),
  author: defineBlock(authorSchema, Author),
  contact_details: defineBlock(contactDetailsSchema, ContactDetails),
  faq: defineBlock(faqSchema, Faq),
  feature_cards: defineBlock(featureCardsSchema, FeatureCards),
  quote_starter: defineBlock(quoteStarterSchema, QuoteStarter),
  reviews: defineBlock(reviewsSchema, Reviews),
  vacancy_list: defineBlock(vacancyListSchema, VacancyList),
  vacancy_carousel: defineBlock(vacancyCarouselSchema, VacancyCarousel),
  video_embed: defineBlock(videoEmbedSchema, VideoEmbed),
  // Loads its region picker and the gateway's prices only where it is used.
  tariff_rates_table: defineBlock(tariffRatesTableSchema, TariffRatesTable),
  // Named blocks of SPEC §1 that call the gateway; each loads its form only where it is used.
  energy_source_vote: defineBlock(energySourceVoteSchema, EnergySourceVote),
  ev_reminder: defineBlock(evReminderSchema, EvReminder),
  contact_form: defineBlock(contactFormSchema, ContactForm),
  friend_referral: defineBlock(friendReferralSchema, FriendReferral),
  rate_your_switch: defineBlock(rateYourSwitchSchema, RateYourSwitch),
} satisfies Record<string, BlockDefinition>;

/** Bloks that only ever appear inside another block's field, checked by that block's schema. */
export const nestedOnlyBlocks = {
  accordion_item: accordionItemSchema,
  feature_card: featureCardSchema,
  opening_hours: openingHoursSchema,
  review: reviewSchema,
  vacancy: vacancySchema,
  vote_option: voteOptionSchema,
};
