// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { BlockEditorContext, type ChosenMedia } from "./block-editor-context";
import { ImageFields } from "./ImageFields";

const terrace: ChosenMedia = {
  url: "/media/library/terrace.jpg",
  alt: "A terrace",
  width: 1600,
  height: 900,
  focalPoint: { x: 20, y: 75 },
};

/** The image field with a picker that answers `chosen`: what it hands on when the editor chooses. */
async function choose(value: unknown, chosen: ChosenMedia) {
  const onChange = vi.fn();
  renderInDom(
    <BlockEditorContext.Provider value={{ errors: {}, sitePathsListId: "", chooseMedia: async () => chosen }}>
      <ImageFields value={value} onChange={onChange} errorKey="0.value.image">
        {null}
      </ImageFields>
    </BlockEditorContext.Provider>,
  );
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Choose from the media library" })));
  return onChange.mock.calls.at(-1)?.[0] as unknown;
}

describe("an image field", () => {
  it("takes the chosen item's focal point into the block's image, with its address, alt text and size", async () => {
    expect(await choose({ image_caption: "At dusk" }, terrace)).toEqual({
      image_caption: "At dusk",
      image_url: "/media/library/terrace.jpg",
      alt_text: "A terrace",
      width: 1600,
      height: 900,
      focal_point: { x: 20, y: 75 },
    });
  });

  it("drops the last picture's focal point when the new one has none", async () => {
    const last = { image_url: "/media/library/terrace.jpg", alt_text: "A terrace", focal_point: { x: 20, y: 75 } };
    expect(await choose(last, { ...terrace, url: "/media/library/porch.jpg", focalPoint: null })).not.toHaveProperty("focal_point");
  });
});
