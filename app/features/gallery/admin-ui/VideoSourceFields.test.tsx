// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaChoice } from "~/features/media-library";
import { renderInDom } from "../../../../tests/support/render";
import { galleryItemFields } from "../admin-routes.server";
import { VideoSourceFields } from "./VideoSourceFields";

const clip: MediaChoice = {
  id: 7,
  url: "/media/library/tour-1a2b3c4d.mp4",
  alt: "",
  focalPoint: null,
  title: "Tour",
  width: null,
  height: null,
  kind: "video",
};

/** The one upload the field sends, answered by the test. */
class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress?: (event: { loaded: number; total: number }) => void } = {};
  onload?: () => void;
  responseType = "";
  status = 0;
  response: unknown = null;
  sent: FormData | undefined;
  constructor() {
    FakeUpload.last = this;
  }
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
  }
}

const hiddenValue = (container: HTMLElement, name: string) =>
  (container.querySelector(`input[type=hidden][name=${name}]`) as HTMLInputElement | null)?.value;

describe("where a video plays", () => {
  beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeUpload));
  afterEach(() => vi.unstubAllGlobals());

  it("asks a hosted video for its id, and a video file for a file of the media library", async () => {
    const chooseMedia = vi.fn(async () => clip);
    const { container } = renderInDom(
      <VideoSourceFields
        fields={galleryItemFields.video}
        provider="vimeo"
        videoId="812345601"
        currentFile={undefined}
        errors={{}}
        chooseMedia={chooseMedia}
        uploadFields={() => ({ title: "Tour" })}
      />,
    );
    expect(screen.getByRole("radio", { name: "Vimeo" })).toHaveProperty("checked", true);
    expect(screen.getByRole("textbox", { name: "Vimeo video" })).toHaveProperty("value", "812345601");
    // The editor learns which videos play only with the network.
    const choice = screen.getByRole("radio", { name: "Vimeo" }).closest("fieldset")!;
    expect(document.getElementById(choice.getAttribute("aria-describedby")!)?.textContent).toMatch(/visitors need the network/);

    fireEvent.click(screen.getByRole("radio", { name: "YouTube" }));
    // Another provider's id means nothing here: the field starts empty.
    expect(screen.getByRole("textbox", { name: "YouTube video" })).toHaveProperty("value", "");

    fireEvent.click(screen.getByRole("radio", { name: "A video file (MP4)" }));
    expect(screen.queryByRole("textbox", { name: /video$/ })).toBeNull();
    expect(screen.getByRole("group", { name: "Video file" })).toBeTruthy();
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Choose from the media library" })));
    expect(chooseMedia).toHaveBeenCalledWith("video");
    expect(hiddenValue(container, "videoFileId")).toBe("7");
    expect(screen.getByText("Chosen: Tour")).toBeTruthy();
  });

  it("uploads a file to the library with the title typed so far, and takes it", async () => {
    const { container } = renderInDom(
      <VideoSourceFields
        fields={galleryItemFields.video}
        provider="raw_url"
        videoId=""
        currentFile="/media/gallery/videos/old.mp4"
        errors={{ videoFileId: ["Choose the video file from the media library, or upload one."] }}
        chooseMedia={async () => null}
        uploadFields={() => ({ title: "Tour" })}
      />,
    );
    expect(screen.getByText("Choose the video file from the media library, or upload one.")).toBeTruthy();
    const file = new File(["mp4"], "tour.mp4", { type: "video/mp4" });
    fireEvent.change(await screen.findByLabelText("Or upload a new MP4 video to the library"), { target: { files: [file] } });
    const upload = FakeUpload.last;
    expect(upload?.sent?.get("file")).toBe(file);
    expect(upload?.sent?.get("title")).toBe("Tour");
    act(() => {
      Object.assign(upload ?? {}, { status: 201, response: { location: "/admin/media/7", item: clip } });
      upload?.onload?.();
    });
    expect(hiddenValue(container, "videoFileId")).toBe("7");
  });
});
