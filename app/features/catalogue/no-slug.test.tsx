// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderInDom } from "../../../tests/support/render";
import { loader } from "../../routes/product";
import { NoSlug } from "./ui/NoSlug";

it("says 'No Slug specified. Product General page?' when the product route has no slug", async () => {
  const result = await loader({ params: { "*": "" }, request: new Request("http://localhost/products/"), context: undefined } as never);
  expect(result).toEqual({ kind: "no-slug" });
  renderInDom(<NoSlug />);
  expect(screen.getByText("No Slug specified. Product General page?")).toBeTruthy();
});
