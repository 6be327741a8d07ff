// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInDom, serverMarkup } from "../../../../tests/support/render";
import { UploadZone } from "./UploadZone";

/** The one upload the zone sends, driven by the test: progress, then the server's answer. */
class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress?: (event: { loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  responseType = "";
  status = 0;
  response: unknown = null;
  sent: FormData | undefined;
  target = "";
  headers: Record<string, string> = {};
  constructor() {
    FakeUpload.last = this;
  }
  open(_method: string, target: string) {
    this.target = target;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
}

const zone = <UploadZone action="/admin/media/upload" accept="image/jpeg" label="Upload a file" />;

describe("the upload zone", () => {
  beforeEach(() => {
    FakeUpload.last = undefined;
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is a plain form before scripts run: a labelled file input and an Upload button", () => {
    serverMarkup(zone);
    const input = screen.getByLabelText("Upload a file");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.closest("form")?.getAttribute("enctype")).toBe("multipart/form-data");
    expect(screen.getByRole("button", { name: "Upload" })).toBeTruthy();
  });

  it("sends a chosen file at once, shows its progress, and says why the server refused it", async () => {
    renderInDom(zone);
    const file = new File(["<html>"], "door.jpg", { type: "image/jpeg" });
    fireEvent.change(await screen.findByLabelText(/Upload a file/), { target: { files: [file] } });

    const upload = FakeUpload.last;
    expect(upload?.target).toBe("/admin/media/upload");
    expect(upload?.headers.Accept).toBe("application/json");
    expect(upload?.sent?.get("file")).toBe(file);

    act(() => upload?.upload.onprogress?.({ loaded: 50, total: 100 }));
    expect(screen.getByText("Uploading door.jpg: 50%")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("value")).toBe("50");

    act(() => {
      Object.assign(upload ?? {}, { status: 415, response: { error: "not_media", message: "This file is not one the library takes." } });
      upload?.onload?.();
    });
    expect(screen.getByRole("alert").textContent).toBe("This file is not one the library takes.");
  });

  it("takes a file dropped on it, with the fields of the form", async () => {
    const { container } = renderInDom(
      <UploadZone action="/admin/media/upload" accept="image/jpeg" label="Upload a file">
        <input aria-label="Alt text" name="alt" />
      </UploadZone>,
    );
    const file = new File(["%PDF-"], "spec.pdf", { type: "application/pdf" });
    await screen.findByText(/or drop a file here/);
    fireEvent.change(screen.getByLabelText("Alt text"), { target: { value: "A terrace door" } });
    fireEvent.drop(container.querySelector("form") as HTMLFormElement, { dataTransfer: { files: [file] } });
    expect(FakeUpload.last?.sent?.get("file")).toBe(file);
    expect(FakeUpload.last?.sent?.get("alt")).toBe("A terrace door");
  });

  it("waits for a required field beside the file, then sends both with Upload", async () => {
    renderInDom(
      <UploadZone action="/admin/media/upload" accept="image/jpeg" label="Upload a file" onUploaded={() => undefined}>
        <input aria-label="Alt text" name="alt" required />
      </UploadZone>,
    );
    const file = new File(["<jpeg>"], "door.jpg", { type: "image/jpeg" });
    fireEvent.change(await screen.findByLabelText(/Upload a file/), { target: { files: [file] } });
    expect(FakeUpload.last).toBeUndefined();

    fireEvent.change(screen.getByLabelText("Alt text"), { target: { value: "A terrace door" } });
    fireEvent.submit(screen.getByRole("button", { name: "Upload" }).closest("form") as HTMLFormElement);
    expect(FakeUpload.last?.sent?.get("file")).toBe(file);
    expect(FakeUpload.last?.sent?.get("alt")).toBe("A terrace door");
  });
});
