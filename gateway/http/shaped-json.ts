/**
 * An answer already shaped by the endpoint's response schema and serialised, which the router
 * sends as it is instead of shaping it again. For answers built from parts that were each
 * shaped by the contract once and kept (a quote's tariffs, shared by every request priced
 * alike), where shaping the whole answer on every request would cost more than building it.
 * Whoever makes one owes the router's promise: nothing the contract does not name.
 */
export class ShapedJson<Shape> {
  /** Ties the text to the type it serialises, so a handler can return it for that type only. */
  declare readonly shape: Shape;

  constructor(readonly text: string) {}

  /** As a value (an idempotent endpoint's stored answer is serialised again). */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
