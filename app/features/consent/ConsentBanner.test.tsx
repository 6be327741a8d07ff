import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentBanner, CookiePreferencesButton } from "./ConsentBanner";
import { PreferencesDialog } from "./PreferencesDialog";

describe("ConsentBanner on the server", () => {
  it("renders neither the banner nor the dialog, so every visitor gets the same cached HTML", () => {
    const html = renderToString(<ConsentBanner privacyPolicyUrl="https://example.com/privacy" />);
    expect(html).not.toContain("Cookie consent");
    expect(html).not.toContain("<dialog");
  });

  it("lets the visitor choose each optional category; necessary is always on", () => {
    const html = renderToString(
      <PreferencesDialog open choice={{ preferences: true, statistics: false, marketing: false }} onClose={() => {}} />,
    );
    for (const label of ["Necessary", "Preferences", "Statistics", "Marketing"]) expect(html).toContain(label);
    expect(html).toMatch(/<input[^>]*-necessary"[^>]*disabled=""[^>]*checked=""/);
    expect(html).toMatch(/<input[^>]*name="preferences"[^>]*checked=""/);
    expect(html).not.toMatch(/<input[^>]*name="statistics"[^>]*checked=""/);
    expect(html).toContain("Save Preferences");
  });

  it("gives the footer a Cookie Preferences button", () => {
    expect(renderToString(<CookiePreferencesButton />)).toContain("Cookie Preferences</button>");
  });
});
