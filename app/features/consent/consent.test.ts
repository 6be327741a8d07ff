import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONSENT_STORAGE_KEY,
  consentStatus,
  getConsentChoice,
  hasConsent,
  openPreferences,
  parseConsentChoice,
  registerPreferencesOpener,
  setConsentChoice,
  subscribeConsent,
} from "./consent";

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe("consent on the server", () => {
  it("knows no choice: only necessary cookies are allowed", () => {
    expect(getConsentChoice()).toBeNull();
    expect(consentStatus("statistics")).toBe("unknown");
    expect(hasConsent("necessary")).toBe(true);
    expect(hasConsent("marketing")).toBe(false);
  });
});

describe("consent in the browser", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { localStorage: memoryStorage(), addEventListener: vi.fn(), removeEventListener: vi.fn() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is unknown until the visitor chooses, then remembers each category", () => {
    expect(consentStatus("statistics")).toBe("unknown");
    setConsentChoice({ preferences: true, statistics: false, marketing: true });
    expect(consentStatus("preferences")).toBe("granted");
    expect(consentStatus("statistics")).toBe("denied");
    expect(hasConsent("marketing")).toBe(true);
    expect(parseConsentChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY))).toEqual({
      preferences: true,
      statistics: false,
      marketing: true,
    });
  });

  it("tells subscribers of every change until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsentChoice({ preferences: false, statistics: true, marketing: false });
    unsubscribe();
    setConsentChoice({ preferences: false, statistics: false, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("treats a tampered or older stored value as no choice", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(getConsentChoice()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 0, statistics: true }));
    expect(consentStatus("statistics")).toBe("unknown");
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, statistics: "yes" }));
    expect(consentStatus("statistics")).toBe("denied");
  });

  it.each([
    ["JSON null", "null"],
    ["a bare number", "1"],
    ["a huge number", "1e999"],
    ["a string", '"version 1"'],
    ["an array", '[{"version":1,"statistics":true}]'],
    ["a version as text", '{"version":"1","statistics":true}'],
    ["no version", '{"statistics":true}'],
    ["an empty text", ""],
  ])("treats %s as no choice", (_, raw) => {
    expect(parseConsentChoice(raw)).toBeNull();
  });

  it("grants only categories stored as true, whatever else the stored object carries", () => {
    const stored = { version: 1, preferences: 1, statistics: "true", marketing: [true], extra: null };
    expect(parseConsentChoice(JSON.stringify(stored))).toEqual({ preferences: false, statistics: false, marketing: false });
    expect(parseConsentChoice('{"version":1,"__proto__":{"marketing":true}}')).toEqual({
      preferences: false,
      statistics: false,
      marketing: false,
    });
  });

  it("opens the preferences through the registered banner, and not after it unregisters", () => {
    const open = vi.fn();
    const unregister = registerPreferencesOpener(open);
    openPreferences();
    unregister();
    openPreferences();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
