import { describe, expect, it } from "vitest";
import { secureOverHttps, siteCookie } from "./cookies";

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

describe("secureOverHttps", () => {
  const setting = (...cookies: string[]) => {
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return headers;
  };

  it("marks every cookie Secure on an https request, once, and keeps the other headers", () => {
    const secured = secureOverHttps(
      new Request("https://www.example.com/admin/sign-in"),
      setting("lc-admin.session_token=abc; Path=/; HttpOnly; SameSite=Lax", "other=1; Secure; Path=/"),
    );
    expect(secured.getSetCookie()).toEqual([
      "lc-admin.session_token=abc; Path=/; HttpOnly; SameSite=Lax; Secure",
      "other=1; Secure; Path=/",
    ]);
    expect(secured.get("cache-control")).toBe("private, no-store");
  });

  it("leaves the cookies of a plain http request as they are", () => {
    const headers = setting("lc-admin.session_token=abc; Path=/; HttpOnly");
    expect(secureOverHttps(new Request("http://localhost:3000/admin/sign-in"), headers).getSetCookie()).toEqual([
      "lc-admin.session_token=abc; Path=/; HttpOnly",
    ]);
  });
});
