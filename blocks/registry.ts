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
import { Page } from './page/page';
import { RateYourSwitch } from './rate-your-switch/rate-your-switch';
import { rateYourSwitchSchema } from './rate-your-switch/schema';
import { pageSchema } from './page/schema';
import { RichTextBlock } from './rich-text/rich-text-block';
import { richTextBlockSchema } from './rich-text/schema';
import { Section } from './section/section';
import { sectionSchema } from './section/schema';

/** Every block editors can use, by its Storyblok component name. The only list of blocks. */
export const registry = {
  page: defineBlock(pageSchema, Page),
  section: defineBlock(sectionSchema, Section),
  hero: defineBlock(heroSchema, Hero),
  rich_text: defineBlock(richTextBlockSchema, RichTextBlock),
  image: defineBlock(imageSchema, Image),
  button_link: defineBlock(buttonLinkSchema, ButtonLink),
  accordion: defineBlock(accordionSchema, Accordion),
  blog_post: defineBlock(blogPostSchema, BlogPost),
  blog_post_list: defineBlock(blogPostListSchema, BlogPostList),
  author: defineBlock(authorSchema, Author),
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
  vote_option: voteOptionSchema,
};
