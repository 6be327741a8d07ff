import { expect, it } from "vitest";
import { renderInRouter } from "../../../tests/support/render";
import { loader } from "../../routes/product";
import { NoSlug } from "./ui/NoSlug";

it("says 'No Slug specified. Product General page?' when the product route has no slug", async () => {
  const result = await loader({ params: { "*": "" }, request: new Request("http://localhost/products/"), context: undefined } as never);
  expect(result).toEqual({ kind: "no-slug" });
  expect(renderInRouter(<NoSlug />)).toContain("No Slug specified. Product General page?");
});
