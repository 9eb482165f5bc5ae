import * as z from 'zod/mini';
import { cmsLinkSchema, lenientArray, optionalText } from '@/lib/content/fields';

/**
 * One entry of the header or footer: a link, or a group of links (navLinks) with a title. Every
 * page carries the whole navigation in its props, so what is empty or off is left out rather
 * than repeated for each item.
 */
export interface NavigationItem {
  _uid: string;
  /** The text people see. */
  name: string;
  /** Safe href; undefined for a group that only opens its navLinks. */
  link?: string;
  /** Heading of the submenu the group opens (falls back to name). */
  navTitle?: string;
  /** The group's links; absent for a plain link. */
  navLinks?: NavigationItem[];
  /** Analytics label sent when the item is clicked. */
  tracking?: string;
  hideWhenLoggedIn?: true;
  hideWhenLoggedOut?: true;
  /** Shown as a button (e.g. 'Get a quote') rather than a plain link. */
  showAsButton?: true;
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

/** A checkbox: true, or left out. */
const onlyWhenOn = z.optional(
  z.pipe(
    z.boolean(),
    z.transform((on) => (on ? (true as const) : undefined)),
  ),
);

export const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.lazy(() =>
  z.object({
    _uid: z.string().check(z.minLength(1)),
    name: z.string().check(z.trim(), z.minLength(1, 'Give the item a name')),
    link: z.optional(cmsLinkSchema),
    navTitle: optionalText,
    navLinks: z.pipe(
      lenientArray(navigationItemSchema, 'navigation item'),
      z.transform((items) => (items.length > 0 ? items : undefined)),
    ),
    tracking: optionalText,
    hideWhenLoggedIn: onlyWhenOn,
    hideWhenLoggedOut: onlyWhenOn,
    showAsButton: onlyWhenOn,
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
