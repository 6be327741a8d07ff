import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VerticalSpacer } from "./VerticalSpacer";
import { VerticalSpacerValue } from "./schema";

describe("vertical_spacer", () => {
  it("is an empty space of the chosen size, hidden from assistive technology", () => {
    const html = renderToString(<VerticalSpacer value={VerticalSpacerValue.parse({ vertical_spacer: "large" })} index={1} />);
    expect(html).toBe('<div aria-hidden="true" class="h-20 md:h-32"></div>');
  });

  it("defaults to medium and refuses unknown sizes", () => {
    expect(VerticalSpacerValue.parse({}).vertical_spacer).toBe("medium");
    expect(VerticalSpacerValue.safeParse({ vertical_spacer: "huge" }).success).toBe(false);
  });
});
