import { describe, expect, it } from "vitest";
import { siteCookie } from "./cookies";

const attributes = (cookie: string) => cookie.split("; ").slice(1);

describe("siteCookie", () => {
  it("sets Secure, HttpOnly, SameSite=Lax and Path=/ by default", () => {
    const cookie = siteCookie("session", "abc");
    expect(cookie.split("; ")[0]).toBe("session=abc");
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]));
  });

  it("lets a cookie that scripts must read drop HttpOnly but never Secure", () => {
    const cookie = siteCookie("consent", "statistics", { httpOnly: false, sameSite: "Strict", maxAge: 3600 });
    expect(attributes(cookie)).not.toContain("HttpOnly");
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["Secure", "SameSite=Strict", "Max-Age=3600"]));
  });

  it("encodes the value so it cannot add attributes", () => {
    const cookie = siteCookie("note", "a; Domain=evil.example");
    expect(cookie.split("; ")[0]).toBe("note=a%3B%20Domain%3Devil.example");
    expect(cookie).not.toMatch(/; Domain=/);
  });
});
