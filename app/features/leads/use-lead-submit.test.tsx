// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInDom } from "../../../tests/support/render";
import { sendWithProgress, SendFailed } from "~/ui/send-with-progress";
import { LEAD_SUBMIT_PATH } from "./options";
import type { LeadPageData } from "./routes.server";
import { ServiceForm } from "./ServiceForm";
import { leadAnswerOf } from "./send-lead-form";

/** The one request the page sends, driven by the test: upload progress, then the server's answer. */
class FakeRequest {
  static last: FakeRequest | undefined;
  upload: { onprogress?: (event: { loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  responseType = "";
  status = 0;
  response: unknown = null;
  method = "";
  target = "";
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, target: string) {
    this.method = method;
    this.target = target;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    Object.assign(this, { status, response });
    this.onload?.();
  }
}

const page: LeadPageData = {
  form: "lac_request_service",
  fillToken: "1795400000000.signature",
  captcha: null,
  formAssemblyScriptUrl: null,
  productNewsTicked: true,
};
const photo = new File([new Uint8Array(2_000_000)], "sill.jpg", { type: "image/jpeg" });

async function chooseAndSubmit() {
  renderInDom(<ServiceForm page={page} />);
  fireEvent.change(screen.getByLabelText("Photos"), { target: { files: [photo] } });
  fireEvent.submit(screen.getByRole("form", { name: "Customer Service Request" }));
  return waitFor(() => FakeRequest.last ?? Promise.reject(new Error("nothing sent yet")));
}

describe("a service request with photos", () => {
  beforeEach(() => {
    FakeRequest.last = undefined;
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:photo", revokeObjectURL: () => {} }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("goes to the lead API and shows the bytes sent of the total in a labelled progress bar", async () => {
    const request = await chooseAndSubmit();
    expect(request.method).toBe("POST");
    expect(request.target).toBe(LEAD_SUBMIT_PATH);
    expect(request.headers.Accept).toBe("application/json");
    expect(request.sent?.get("processor")).toBe("lac_request_service");
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveProperty("disabled", true);

    act(() => request.upload.onprogress?.({ loaded: 500_000, total: 2_000_000 }));
    const bar = screen.getByRole("progressbar", { name: "Sending your photos: 25% (500 KB of 2.0 MB)" });
    expect(bar.getAttribute("value")).toBe("500000");
    expect(bar.getAttribute("max")).toBe("2000000");
    act(() => request.upload.onprogress?.({ loaded: 2_000_000, total: 2_000_000 }));
    expect(screen.getByRole("progressbar").getAttribute("value")).toBe("2000000");

    await act(async () => request.answer(200, { status: "received", form: "lac_request_service" }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("heading", { name: /thank you/i })).toBeTruthy();
  });

  it("shows the server's field errors as the page's own answer does, and lets the visitor send again", async () => {
    const request = await chooseAndSubmit();
    await act(async () =>
      request.answer(400, { status: "invalid", errors: { email: ["Enter an email address."] }, values: { first_name: "Ana" } }),
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("Enter an email address.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", false);
  });

  it("says so when the connection drops", async () => {
    const request = await chooseAndSubmit();
    await act(async () => request.onerror?.());
    expect(screen.getByRole("alert").textContent).toMatch(/connection dropped/);
  });

  it("sends a form without photos to the lead API too, with no progress bar, and says so when the server fails", async () => {
    renderInDom(<ServiceForm page={page} />);
    fireEvent.submit(screen.getByRole("form", { name: "Customer Service Request" }));
    const request = await waitFor(() => FakeRequest.last ?? Promise.reject(new Error("nothing sent yet")));
    expect(request.target).toBe(LEAD_SUBMIT_PATH);
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveProperty("disabled", true);
    act(() => request.upload.onprogress?.({ loaded: 500, total: 1000 }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    await act(async () =>
      request.answer(503, { error: "busy", message: "The site is busy right now. Please try again in a few seconds." }),
    );
    expect(screen.getByRole("alert").textContent).toBe("The site is busy right now. Please try again in a few seconds.");
    expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", false);
  });
});

describe("sendWithProgress", () => {
  beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeRequest));
  afterEach(() => vi.unstubAllGlobals());

  it("reports progress from the upload's events, the body's size standing in for an unknown total", async () => {
    const progress: { sent: number; total: number }[] = [];
    const body = new FormData();
    body.set("photo", new File(["x".repeat(1000)], "a.jpg"));
    const sent = sendWithProgress("/api/v1/forms/submit", body, { onProgress: (step) => progress.push(step) });
    FakeRequest.last!.upload.onprogress?.({ loaded: 400, total: 0 });
    FakeRequest.last!.answer(413, { status: "invalid", errors: { photo: ["Too large"] } });
    expect(await sent).toEqual({ status: 413, body: { status: "invalid", errors: { photo: ["Too large"] } } });
    expect(progress).toEqual([
      { sent: 0, total: 1000 },
      { sent: 400, total: 1000 },
    ]);
  });

  it("rejects with SendFailed when no answer came, or the signal stopped it", async () => {
    const failed = sendWithProgress("/x", new FormData());
    FakeRequest.last!.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(SendFailed);
    const controller = new AbortController();
    const stopped = sendWithProgress("/x", new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ aborted: true });
  });

  it("reads an answer that is not the lead API's as a form-level error", () => {
    expect(leadAnswerOf({ status: 403, body: { error: "forbidden_origin", message: "Requests must come from this site." } })).toEqual({
      status: "invalid",
      errors: { form: ["Requests must come from this site."] },
      values: {},
    });
  });
});
