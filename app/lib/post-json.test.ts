import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, postJson } from "./post-json";

describe("postJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts a JSON body to the same origin and answers the OK response", async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const response = await postJson("/ES/documents/group", { title: "Installation" });
    expect(await response.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      "/ES/documents/group",
      expect.objectContaining({ method: "POST", body: '{"title":"Installation"}' }),
    );
  });

  it("throws an ApiError with the API's message when the status is not OK", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response('{"error":"bad_request","message":"Only documents of the library can be zipped."}', { status: 400 }),
    );
    await expect(postJson("/ES/documents/zip", {})).rejects.toEqual(new ApiError(400, "Only documents of the library can be zipped."));
  });

  it("throws an ApiError naming the status when the body is not JSON", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 502 }));
    await expect(postJson("/ES/documents/zip", {})).rejects.toMatchObject({ status: 502, message: "Request failed with status 502" });
  });
});
