import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is an image whose alt text is LOADING... (SPEC §8)", () => {
    const html = renderToString(<Spinner />);
    expect(html).toMatch(/<img[^>]+src="\/spinner.svg"/);
    expect(html).toContain('alt="LOADING..."');
  });
});
