import type { ReactNode } from 'react';
import { Accordion } from './accordion/accordion';
import { Author } from './author/author';
import { BlogPostList } from './blog-post-list/blog-post-list';
import { BlogPost } from './blog-post/blog-post';
import { ButtonLink } from './button-link/button-link';
import { ContactDetails } from './contact-details/contact-details';
import { ContactForm } from './contact-form/contact-form';
import { EnergySourceVote } from './energy-source-vote/energy-source-vote';
import { EvReminder } from './ev-reminder/ev-reminder';
import { Faq } from './faq/faq';
import { FeatureCards } from './feature-cards/feature-cards';
import { FriendReferral } from './friend-referral/friend-referral';
import { Hero } from './hero/hero';
import { ImageWithText } from './image-with-text/image-with-text';
import { Image } from './image/image';
import { Page } from './page/page';
import { QuoteStarter } from './quote-starter/quote-starter';
import { RateYourSwitch } from './rate-your-switch/rate-your-switch';
import { Reviews } from './reviews/reviews';
import { RichTextBlock } from './rich-text/rich-text-block';
import { Section } from './section/section';
import { TariffRatesTable } from './tariff-rates-table/tariff-rates-table';
import { VacancyCarousel } from './vacancy-carousel/vacancy-carousel';
import { VacancyList } from './vacancy-list/vacancy-list';
import { VideoEmbed } from './video-embed/video-embed';
import type { BlockName, BlokOf } from './schemas';

/**
 * Every block's component by its Storyblok name, taking its blok as blocks/schemas.ts checks it.
 * The two lists hold the same names: the type says so.
 */
export const registry: {
  readonly [Name in BlockName]: (props: { blok: BlokOf<Name> }) => ReactNode;
} = {
  page: Page,
  section: Section,
  hero: Hero,
  rich_text: RichTextBlock,
  image: Image,
  image_with_text: ImageWithText,
  button_link: ButtonLink,
  accordion: Accordion,
  blog_post: BlogPost,
  blog_post_list: BlogPostList,
  author: Author,
  contact_details: ContactDetails,
  faq: Faq,
  feature_cards: FeatureCards,
  quote_starter: QuoteStarter,
  reviews: Reviews,
  vacancy_list: VacancyList,
  vacancy_carousel: VacancyCarousel,
  video_embed: VideoEmbed,
  // Loads its region picker and the gateway's prices only where it is used.
  tariff_rates_table: TariffRatesTable,
  // Named blocks of SPEC §1 that call the gateway; each loads its form only where it is used.
  energy_source_vote: EnergySourceVote,
  ev_reminder: EvReminder,
  contact_form: ContactForm,
  friend_referral: FriendReferral,
  rate_your_switch: RateYourSwitch,
};
