export const cookieCategories = ['necessary', 'performance', 'functional', 'advertising'] as const;
export type CookieCategory = (typeof cookieCategories)[number];

/** Which categories of cookie a visitor allows. Strictly necessary is always true. */
export type CookiePreferences = Readonly<Record<CookieCategory, boolean>>;

/** What the preferences modal starts from before anything is saved (SPEC §4). */
export const defaultPreferences: CookiePreferences = {
  necessary: true,
  performance: false,
  functional: false,
  advertising: false,
};

/** 'Accept All': every category on. */
export const allAccepted: CookiePreferences = {
  necessary: true,
  performance: true,
  functional: true,
  advertising: true,
};

interface StoredPreference {
  id: CookieCategory;
  value: boolean;
}

const isCategory = (id: unknown): id is CookieCategory =>
  (cookieCategories as readonly unknown[]).includes(id);

/**
 * One entry of the cookie's value (SPEC §3), which holds one `{ id, value }` per category. Checked
 * by hand: this runs on every page, and a schema library would be most of the page's JavaScript.
 */
function isStoredPreference(entry: unknown): entry is StoredPreference {
  if (typeof entry !== 'object' || entry === null) return false;
  const { id, value } = entry as Record<string, unknown>;
  return isCategory(id) && typeof value === 'boolean';
}

export function encodePreferences(preferences: CookiePreferences): string {
  return JSON.stringify(cookieCategories.map((id) => ({ id, value: preferences[id] })));
}

/**
 * The preferences in a cookie value, or null when there is none or it cannot be read (a visitor
 * who tampered with it or an old format sees the banner again). A category missing from the list
 * stays off; necessary is on whatever the cookie says.
 */
export function decodePreferences(value: string | undefined): CookiePreferences | null {
  if (value === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(json) || !json.every(isStoredPreference)) return null;
  const saved = Object.fromEntries(json.map(({ id, value }) => [id, value]));
  return { ...defaultPreferences, ...saved, necessary: true };
}

/**
 * SPEC §4: the page reloads when a preference was saved before and any category is now off, so
 * that no script a category once started runs on against the new choice. A first choice never
 * reloads.
 */
export function needsReload(previous: CookiePreferences | null, next: CookiePreferences): boolean {
  return previous !== null && cookieCategories.some((id) => !next[id]);
}
