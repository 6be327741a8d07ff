import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { metaFromLoader, withMeta } from "./loader-meta";

describe("meta tags written by the loader", () => {
  it("adds the page's tags to a plain answer", () => {
    const answer = withMeta({ kind: "page", title: "Folding Doors" }, (page) => [{ title: `${page.title} | LaCantina` }]);
    expect(answer.data).toEqual({ kind: "page", title: "Folding Doors", meta: [{ title: "Folding Doors | LaCantina" }] });
    expect(answer.init).toBeNull();
  });

  it("keeps the status and headers of an answer made with data()", () => {
    const answer = withMeta(data({ kind: "not-found" }, { status: 404, headers: { "Cache-Control": "no-store" } }), () => [
      { title: "Page not found" },
    ]);
    expect(answer.data).toEqual({ kind: "not-found", meta: [{ title: "Page not found" }] });
    expect(answer.init?.status).toBe(404);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("no-store");
  });

  it("gives the route's meta the loader's tags, and none when there is no data", () => {
    expect(metaFromLoader({ loaderData: { meta: [{ title: "Home" }] } })).toEqual([{ title: "Home" }]);
    expect(metaFromLoader({ loaderData: undefined })).toEqual([]);
  });
});
