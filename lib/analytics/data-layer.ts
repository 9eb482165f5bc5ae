/**
 * The tag manager's data layer. The consent default in pages/_document creates it before anything
 * else runs; code here only appends to it. Nothing is sent anywhere unless the tag manager is
 * configured (NEXT_PUBLIC_GTM_ID) and consent allows it.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A data layer event: what tag manager triggers match on, with its own fields. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushDataLayerEvent(entry: DataLayerEvent): void {
  dataLayer().push(entry);
}

/**
 * Google's gtag() command queue on the data layer. Tag manager reads a command only from an
 * `arguments` object (an array is taken for a plain message), hence no rest parameter.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- see above: it must be `arguments`
  dataLayer().push(arguments);
}
