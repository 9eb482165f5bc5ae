import { access, sectionPath, type PermissionContext } from '@/features/session';
import { accountSections, sectionEntry } from '@/lib/gateway/contract/account-sections';

/** Account Home's way into each part of the account area, in the table's order. */
const TILES = accountSections.flatMap((section) => {
  const { tile } = sectionEntry(section);
  return tile ? [{ section, ...tile }] : [];
});

/** The tiles of the sections this customer may use (SPEC §5), each with its link. */
export function allowedTiles(context: PermissionContext) {
  return TILES.filter((tile) => access(tile.section, context).allowed).map((tile) => ({
    ...tile,
    href: sectionPath(tile.section),
  }));
}
