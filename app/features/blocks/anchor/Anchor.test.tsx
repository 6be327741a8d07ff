import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Anchor } from "./Anchor";
import { AnchorValue } from "./schema";

describe("anchor", () => {
  it("renders an in-page target with the content's id, clear of the sticky header", () => {
    const html = renderToString(<Anchor value={AnchorValue.parse({ anchor_id: "continuing-education" })} index={3} />);
    expect(html).toBe('<div id="continuing-education" class="scroll-mt-[100px]"></div>');
  });

  it("refuses an id that could not be a fragment link", () => {
    expect(AnchorValue.safeParse({ anchor_id: "" }).success).toBe(false);
    expect(AnchorValue.safeParse({ anchor_id: "Continuing Education" }).success).toBe(false);
    expect(AnchorValue.safeParse({ anchor_id: 'x"><script>' }).success).toBe(false);
  });
});
