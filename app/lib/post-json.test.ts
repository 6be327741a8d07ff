import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, getJson, postJson } from "./post-json";

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

describe("getJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the same origin afresh, never from the browser's cache, and throws an ApiError when the status is not OK", async () => {
    const fetch = vi.fn(async () => new Response('{"fillToken":"t"}', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    expect(await (await getJson("/api/v1/forms/token")).json()).toEqual({ fillToken: "t" });
    expect(fetch).toHaveBeenCalledWith("/api/v1/forms/token", expect.objectContaining({ method: "GET", cache: "no-store" }));
    vi.stubGlobal("fetch", async () => new Response('{"message":"Too many requests."}', { status: 429 }));
    await expect(getJson("/api/v1/forms/token")).rejects.toEqual(new ApiError(429, "Too many requests."));
  });
});
