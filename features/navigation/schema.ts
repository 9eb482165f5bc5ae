import * as z from 'zod/mini';
import { cmsLinkSchema, lenientArray, optionalText } from '@/lib/content/fields';

/** One entry of the header or footer: a link, or a group of links (navLinks) with a title. */
export interface NavigationItem {
  _uid: string;
  /** The CMS block name (e.g. nav_item, nav_group); kept for the visual editor. */
  component: string;
  /** The text people see. */
  name: string;
  /** Safe href; undefined for a group that only opens its navLinks. */
  link?: string;
  /** Heading of the submenu the group opens (falls back to name). */
  navTitle?: string;
  navLinks: NavigationItem[];
  /** Analytics label sent when the item is clicked. */
  tracking?: string;
  hideWhenLoggedIn: boolean;
  hideWhenLoggedOut: boolean;
  /** Shown as a button (e.g. 'Get a quote') rather than a plain link. */
  showAsButton: boolean;
  /** Hex colours for a button item. */
  backgroundColor?: string;
  fontColor?: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour as a hex string, or Storyblok's colour-picker object; anything else is dropped. */
const colourSchema = z.pipe(
  z.union([z.string(), z.object({ color: z.string() })]),
  z.transform((value) => {
    const colour = typeof value === 'string' ? value : value.color;
    return HEX_COLOUR.test(colour) ? colour : undefined;
  }),
);

export const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.lazy(() =>
  z.object({
    _uid: z.string().check(z.minLength(1)),
    component: z.string().check(z.minLength(1)),
    name: z.string().check(z.trim(), z.minLength(1, 'Give the item a name')),
    link: z.optional(cmsLinkSchema),
    navTitle: optionalText,
    navLinks: lenientArray(navigationItemSchema, 'navigation item'),
    tracking: optionalText,
    hideWhenLoggedIn: z._default(z.boolean(), false),
    hideWhenLoggedOut: z._default(z.boolean(), false),
    showAsButton: z._default(z.boolean(), false),
    backgroundColor: z.optional(colourSchema),
    fontColor: z.optional(colourSchema),
  }),
);

/** The content of the CMS "navigation" story: what the header and the footer list. */
export const navigationContentSchema = z.object({
  header: lenientArray(navigationItemSchema, 'header item'),
  footer: lenientArray(navigationItemSchema, 'footer item'),
});
export type NavigationContent = z.infer<typeof navigationContentSchema>;
