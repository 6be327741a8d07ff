import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { BladeTwoColumn } from "./BladeTwoColumn";
import { BladeTwoColumnValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A kitchen opening", width: 1600, height: 1100 };
const left = { header: "For homeowners", text: ["Start with the opening."], image };
const right = { header: "For professionals", text: ["Details and CAD files."] };

describe("blade_two_column", () => {
  it("gives the focus side 60 % by default and 70 % for any other split_ratio (SPEC §3)", () => {
    const sixty = renderInRouter(<BladeTwoColumn value={BladeTwoColumnValue.parse({ left, right })} index={1} />);
    expect(sixty).toContain("md:grid-cols-[3fr_2fr]");
    expect(sixty).toContain('sizes="(min-width: 800px) 60vw, 100vw"');
    const seventy = renderInRouter(
      <BladeTwoColumn value={BladeTwoColumnValue.parse({ left, right, split_ratio: "70_30", focus_side: "right" })} index={1} />,
    );
    expect(seventy).toContain("md:grid-cols-[3fr_7fr]");
    expect(seventy).toContain('sizes="(min-width: 800px) 30vw, 100vw"');
    expect(BladeTwoColumnValue.parse({ left, right, split_ratio: "something" }).split_ratio).toBe("70_30");
  });

  it("refuses an empty column", () => {
    expect(BladeTwoColumnValue.safeParse({ left, right: { text: [] } }).success).toBe(false);
  });
});
