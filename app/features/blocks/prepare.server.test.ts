import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { prepareBlocks } from "../../site-blocks.server";

function recordingLogger() {
  const log = pino({ level: "silent" });
  const warn = vi.spyOn(log, "warn");
  return { log, warn };
}

const image = { image_url: "/media/a.jpg", alt_text: "A door", width: 800, height: 600 };

describe("prepareBlocks", () => {
  it("shows the not-implemented notice for an unknown kind and logs it", () => {
    const { log, warn } = recordingLogger();
    const blocks = prepareBlocks([{ id: "b1", render_name: "gallery_header", value: {} }], log);
    expect(blocks).toEqual([{ id: "b1", render_name: "not_implemented", value: { kind: "gallery_header" } }]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("does not render blocks titled title or slug", () => {
    const { log } = recordingLogger();
    const copy = { copy_text: "<p>Text</p>" };
    const blocks = prepareBlocks(
      [
        { id: "t", render_name: "copy", title: "title", value: copy },
        { id: "s", render_name: "copy", title: "slug", value: copy },
        { id: "c", render_name: "copy", title: "intro", value: copy },
      ],
      log,
    );
    expect(blocks.map((block) => block.id)).toEqual(["c"]);
  });

  it("logs and drops a value that fails its schema, keeping the rest of the page", () => {
    const { log, warn } = recordingLogger();
    const blocks = prepareBlocks(
      [
        { id: "bad", render_name: "flag_pane", value: { header: "No image" } },
        { id: "good", render_name: "copy", value: { copy_text: "<p>Text</p>" } },
      ],
      log,
    );
    expect(blocks.map((block) => block.id)).toEqual(["good"]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("drops a call to action whose text is empty after trimming (SPEC §5)", () => {
    const { log } = recordingLogger();
    const [pane] = prepareBlocks(
      [{ id: "p", render_name: "flag_pane", value: { header: "Glass", image, call_to_action: { text: "   ", url: "/learn" } } }],
      log,
    );
    expect(pane?.render_name === "flag_pane" && pane.value.call_to_action).toBeUndefined();
  });

  it("drops hero buttons without text or url (SPEC §5)", () => {
    const { log } = recordingLogger();
    const [hero] = prepareBlocks(
      [
        {
          id: "h",
          render_name: "blade_large_hero",
          value: {
            banner_title: "Open walls",
            image,
            buttons: [
              { button_text: "Explore", button_url: "/products/folding-doors" },
              { button_text: "", button_url: "/request-quote" },
              { button_text: "Quote", button_url: " " },
            ],
          },
        },
      ],
      log,
    );
    expect(hero?.render_name === "blade_large_hero" && hero.value.buttons.map((button) => button.button_text)).toEqual(["Explore"]);
  });
});
