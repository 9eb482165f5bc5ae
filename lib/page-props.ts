/**
 * A value as page props carry it. Props travel as JSON, which has no `undefined` (Next refuses
 * props holding it): missing optional fields are dropped, as the browser would read them anyway.
 */
export const asPageProps = <Value>(value: Value): Value => JSON.parse(JSON.stringify(value));
