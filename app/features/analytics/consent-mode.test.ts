import { afterEach, describe, expect, it, vi } from "vitest";
import { consentModeState, startConsentMode, updateConsentMode } from "./consent-mode";

function dataLayer(): unknown[] {
  return (window as { dataLayer?: unknown[] }).dataLayer ?? [];
}

describe("Consent Mode v2", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("maps each category to its storage types, security always granted", () => {
    expect(consentModeState(null)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
    expect(consentModeState({ preferences: true, statistics: true, marketing: false })).toMatchObject({
      analytics_storage: "granted",
      functionality_storage: "granted",
      personalization_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
    });
    expect(consentModeState({ preferences: false, statistics: false, marketing: true })).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("pushes the default, then the stored choice, as gtag's Arguments objects", () => {
    vi.stubGlobal("window", {});
    startConsentMode({ preferences: false, statistics: true, marketing: false });
    updateConsentMode({ preferences: false, statistics: false, marketing: false });
    const entries = dataLayer();
    expect(entries.map((entry) => Object.prototype.toString.call(entry))).toEqual(Array(3).fill("[object Arguments]"));
    const commands = entries.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.map(([command, kind]) => `${String(command)} ${String(kind)}`)).toEqual([
      "consent default",
      "consent update",
      "consent update",
    ]);
    expect(commands.map((command) => (command[2] as { analytics_storage: string }).analytics_storage)).toEqual([
      "denied",
      "granted",
      "denied",
    ]);
  });

  it("pushes only the default before the visitor has chosen", () => {
    vi.stubGlobal("window", {});
    startConsentMode(null);
    expect(dataLayer()).toHaveLength(1);
  });
});
