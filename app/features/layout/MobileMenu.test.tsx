// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../tests/support/render";
import { MobileMenu } from "./MobileMenu";

describe("mobile menu", () => {
  it("opens and closes from its own buttons where the browser has no invoker commands", () => {
    expect("commandForElement" in HTMLButtonElement.prototype).toBe(false);
    renderInDom(<MobileMenu menus={[]} tile={undefined} phone={{ tel: "+18005551234", label: "(800) 555-1234" }} />);
    const dialog = document.getElementById("mobile-menu") as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Close menu", hidden: true }));
    expect(dialog.open).toBe(false);
  });
});
