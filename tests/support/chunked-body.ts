/**
 * A request body that arrives as these chunks: one at a time as the reader asks (`waiting`), or
 * all at once before it reads (`arrived`), as a socket's bytes that waited in its buffer.
 */
export function chunkedBody(chunks: Uint8Array[], arrival: "waiting" | "arrived" = "waiting"): ReadableStream<Uint8Array> {
  const pending = [...chunks];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (arrival === "waiting") return;
      for (const chunk of pending) controller.enqueue(chunk);
      controller.close();
    },
    pull(controller) {
      if (arrival === "arrived") return;
      const next = pending.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}
