// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../tests/support/render";
import { Pagination } from "./Pagination";
import { nextPage, pageCount, pageWindow, previousPage, showsPagination } from "./page-window";

describe("pagination arithmetic", () => {
  it("is shown only when the total exceeds the page size", () => {
    expect(showsPagination(20, 20)).toBe(false);
    expect(showsPagination(21, 20)).toBe(true);
    expect(showsPagination(0, 20)).toBe(false);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(40, 20)).toBe(2);
  });

  it("shows about 5 numbers around the current page, kept inside the range", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("wraps Previous from the first page to the last and Next from the last to the first", () => {
    expect(previousPage(1, 7)).toBe(7);
    expect(previousPage(4, 7)).toBe(3);
    expect(nextPage(7, 7)).toBe(1);
    expect(nextPage(4, 7)).toBe(5);
  });
});

describe("Pagination", () => {
  const hrefFor = (page: number) => `/list?page=${page}`;

  it("renders nothing when everything fits on one page", () => {
    expect(renderInRouter(<Pagination page={1} total={20} pageSize={20} hrefFor={hrefFor} />)).toBe("");
  });

  it("is a labelled nav of real links with the current page marked", () => {
    const { container } = renderInDom(<Pagination page={1} total={95} pageSize={20} hrefFor={hrefFor} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(container.firstElementChild).toBe(nav);
    expect(within(nav).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/list?page=5");
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/list?page=2");
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(within(nav).getByRole("link", { name: "Page 1" }));
    expect([current[0]?.getAttribute("href"), current[0]?.textContent]).toEqual(["/list?page=1", "1"]);
    expect(within(nav).getAllByRole("link", { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it("clamps an out-of-range page to the last page", () => {
    renderInDom(<Pagination page={99} total={45} pageSize={20} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/list?page=3");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/list?page=1");
  });
});
