// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentBanner, CookiePreferencesButton } from "./ConsentBanner";
import { PreferencesDialog } from "./PreferencesDialog";

describe("ConsentBanner on the server", () => {
  it("renders neither the banner nor the dialog, so every visitor gets the same cached HTML", () => {
    document.body.innerHTML = renderToString(<ConsentBanner privacyPolicyUrl="https://example.com/privacy" />);
    expect(screen.queryByRole("region", { name: "Cookie consent", hidden: true })).toBeNull();
    expect(screen.queryByText(/Cookie consent/)).toBeNull();
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });

  it("lets the visitor choose each optional category; necessary is always on", () => {
    document.body.innerHTML = renderToString(
      <PreferencesDialog open choice={{ preferences: true, statistics: false, marketing: false }} onClose={() => {}} />,
    );
    // Rendered closed: the browser opens it with showModal().
    const box = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name: new RegExp(`^${name}`), hidden: true });
    expect([box("Necessary").disabled, box("Necessary").checked]).toEqual([true, true]);
    expect([box("Preferences").checked, box("Statistics").checked, box("Marketing").checked]).toEqual([true, false, false]);
    expect(screen.getByRole("button", { name: "Save Preferences", hidden: true })).toBeTruthy();
  });

  it("gives the footer a Cookie Preferences button", () => {
    render(<CookiePreferencesButton />);
    expect(screen.getByRole("button", { name: "Cookie Preferences" })).toBeTruthy();
  });
});
