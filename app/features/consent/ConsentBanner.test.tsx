// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NonceProvider } from "~/lib/nonce";
import { ConsentBanner, CookiePreferencesButton } from "./ConsentBanner";
import { CONSENT_BANNER_ID, CONSENT_STORAGE_KEY, HIDE_BANNER_SCRIPT, parseConsentChoice } from "./consent";
import { PreferencesDialog } from "./PreferencesDialog";

describe("ConsentBanner on the server", () => {
  it("renders the banner into every page, the same for every visitor, with a nonced script that hides it once a choice is stored", () => {
    const html = renderToString(
      <NonceProvider value="n0nce">
        <ConsentBanner privacyPolicyUrl="https://example.com/privacy" />
      </NonceProvider>,
    );
    document.body.innerHTML = html;
    expect(screen.getByRole("region", { name: "Cookie consent" }).id).toBe(CONSENT_BANNER_ID);
    expect(screen.getByRole("button", { name: "Accept All" })).toBeTruthy();
    expect(html).toContain(`<script nonce="n0nce">${HIDE_BANNER_SCRIPT}</script>`);
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });

  it.each([
    ['{"version":1,"preferences":false,"statistics":true,"marketing":false}'],
    ['{"version":1}'],
    ['{"version":2,"statistics":true}'],
    ["[1]"],
    ["null"],
    ["not json"],
    [null],
  ])("hides the banner before hydration exactly when the app reads a choice: %s", (stored) => {
    window.localStorage.clear();
    if (stored !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    document.body.innerHTML = renderToString(<ConsentBanner privacyPolicyUrl="https://example.com/privacy" />);
    new Function(HIDE_BANNER_SCRIPT)();
    const banner = document.getElementById(CONSENT_BANNER_ID) as HTMLElement;
    expect(banner.hidden).toBe(parseConsentChoice(stored) !== null);
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
