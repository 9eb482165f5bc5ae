import {
  access,
  sectionPath,
  type AccountSection,
  type PermissionContext,
} from '@/features/session';

interface AccountHomeTile {
  section: AccountSection;
  name: string;
  description: string;
}

/** Account Home's way into each part of the account area (Admin is a button of its own). */
const TILES: AccountHomeTile[] = [
  { section: 'renew', name: 'Renew your tariff', description: 'Fix your prices again' },
  {
    section: 'renewFixedContract',
    name: 'Fix your tariff',
    description: 'Move from a variable to a fixed tariff',
  },
  {
    section: 'balance',
    name: 'Bills & Transactions',
    description: 'Your balance, bills and payments',
  },
  { section: 'readings', name: 'Meter Readings', description: 'Send and see readings' },
  { section: 'usage', name: 'Energy Usage', description: 'How much energy you use' },
  { section: 'payments', name: 'Payments', description: 'Your Direct Debit' },
  { section: 'tariff', name: 'Tariff Details', description: 'Your rates and contract' },
  {
    section: 'personalDetails',
    name: 'Personal details',
    description: 'Contact details and consent',
  },
  { section: 'refer', name: 'Refer a Friend', description: 'Share your referral link' },
  { section: 'change', name: 'Change Account', description: 'See another of your accounts' },
  { section: 'smartMeterPortal', name: 'Book a smart meter', description: 'Free installation' },
  {
    section: 'warmHomeDiscount',
    name: 'Warm Home Discount',
    description: '£150 off your winter electricity bill',
  },
  { section: 'movingHomeHelp', name: 'Moving home help', description: 'Tell us you are moving' },
  { section: 'moveOutStatus', name: 'Moving Home', description: 'Follow your move' },
];

/** The tiles of the sections this customer may use (SPEC §5), each with its link. */
export function allowedTiles(context: PermissionContext) {
  return TILES.filter((tile) => access(tile.section, context).allowed).map((tile) => ({
    ...tile,
    href: sectionPath(tile.section),
  }));
}
