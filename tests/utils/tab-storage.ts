/**
 * sessionStorage as one tab sees it, for journey tests: a reload is a new journey store on the
 * same storage; `items` shows exactly what was written.
 */
export function makeTabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
