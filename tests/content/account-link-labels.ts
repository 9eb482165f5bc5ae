import * as z from 'zod/mini';
import { cmsLinkSchema } from '@/lib/content/fields';
import { accountSections, sectionEntry } from '@/lib/gateway/contract/account-sections';

export interface LinkLabelProblem {
  path: string;
  message: string;
}

/**
 * The names a link to each account section that has an Account Home tile may carry: the tile's
 * and the screen's title. Admin has no tile (Account Home's "Admin" button is its way in), so
 * its links are not judged.
 */
const NAMES_BY_HREF = new Map<string, { title: string; names: Set<string> }>(
  accountSections.flatMap((section) => {
    const { route, title, tile } = sectionEntry(section);
    return tile === null ? [] : [[route, { title, names: new Set([title, tile.name]) }] as const];
  }),
);

const navItem = z.object({ component: z.literal('nav_item'), name: z.string(), link: z.unknown() });

/**
 * Every CMS navigation link to an account section that names it otherwise than the table of
 * account sections does (its tile or its title), so the menu and the screen agree.
 */
export function accountLinkLabelProblems(node: unknown, path = 'content'): LinkLabelProblem[] {
  if (Array.isArray(node)) {
    return node.flatMap((child, index) => accountLinkLabelProblems(child, `${path}.${index}`));
  }
  if (typeof node !== 'object' || node === null) return [];
  const children = Object.entries(node).flatMap(([key, value]) =>
    accountLinkLabelProblems(value, `${path}.${key}`),
  );
  const item = navItem.safeParse(node);
  if (!item.success) return children;
  const href = cmsLinkSchema.safeParse(item.data.link).data;
  const expected = href === undefined ? undefined : NAMES_BY_HREF.get(href);
  if (expected === undefined || expected.names.has(item.data.name)) return children;
  return [
    {
      path: `${path}.name`,
      message: `"${item.data.name}" links to ${href}, whose screen is called "${expected.title}" (lib/gateway/contract/account-sections.ts): use the table’s words`,
    },
    ...children,
  ];
}
