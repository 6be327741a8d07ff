// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderInDom } from "../../../tests/support/render";
import { loader } from "../../routes/product";
import { NoSlug } from "./ui/NoSlug";

it("says 'No Slug specified. Product General page?' when the product route has no slug", async () => {
  const url = new URL("http://localhost/products/");
  // A page of the site reads no service on its way to the no-slug answer.
  const context = { get: () => ({}) };
  const result = await loader({ params: { "*": "" }, request: new Request(url), url, context } as never);
  expect("data" in result && result.data).toEqual({ kind: "no-slug" });
  renderInDom(<NoSlug />);
  expect(screen.getByText("No Slug specified. Product General page?")).toBeTruthy();
});
