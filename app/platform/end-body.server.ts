import type { Readable, Writable } from "node:stream";

export type EndBody = (error: Error) => void;

/**
 * How a parsed body is ended early, by a refusal or a failure: its source is destroyed, which
 * stops reading it and fails the pipeline while the body still flows. A body already read whole
 * has no source left to fail, and busboy would wait forever for a part nobody reads, so the parser
 * is destroyed too, a moment later: busboy may be inside its own write when this is called.
 */
export function bodyEnd(source: Readable, parser: Writable): EndBody {
  return (error) => {
    source.destroy(error);
    setImmediate(() => parser.destroy(error));
  };
}

/**
 * A listener for busboy's events (`field`, `file`). Busboy calls its listeners inside its own
 * write, so a throw there would escape the request: the process stopping, or a body that never
 * ends. Whatever the listener throws ends the body instead, as a body cut off does.
 */
export function endsBodyOnThrow<Args extends unknown[]>(endBody: EndBody, listener: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    try {
      listener(...args);
    } catch (error) {
      endBody(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
