/**
 * An answer its service wrote as JSON text itself (a page of the rides list, from the statement's own JSON:
 * rides-page.ts). The API's serializer sends the text as it is; where answers are checked (tests, development)
 * it first parses the text and holds it to the route's schema (plugins/serialization.ts). `T` is the answer's
 * type, which the text stands for.
 */
export class JsonText<T> {
  /** The answer's type, for `answerOf`; never set. */
  declare readonly answer?: T;
  /** The text, or its UTF-8 bytes. */
  constructor(readonly text: string | Buffer) {}
}

/** The route's answer for its handler's type checks: the text, which the serializer sends as the `T` it stands for. */
export function answerOf<T>(text: JsonText<T>): T {
  return text as unknown as T;
}
