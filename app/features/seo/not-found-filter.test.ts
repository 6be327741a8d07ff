import { describe, expect, it } from "vitest";
import { MAX_LOGGED_PATH, isBotAgent, isProbePath, notFoundLogPath, referrerHost } from "./not-found-filter";

const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const at = (path: string) => new URL(path, "https://www.lacantinadoors.com");

describe("the 404 log's filter", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
    "Screaming Frog SEO Spider/19.0",
    "curl/8.4.0",
    "python-requests/2.31.0",
    "Go-http-client/1.1",
    "facebookexternalhit/1.1",
    "",
  ])("takes %j for a crawler or a tool", (agent) => {
    expect(isBotAgent(agent)).toBe(true);
  });

  it("takes a browser for a visitor", () => {
    expect(isBotAgent(browser)).toBe(false);
    expect(isBotAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(false);
  });

  it.each([
    "/wp-admin",
    "/wp-login.php",
    "/WP-ADMIN/setup-config.php",
    "/index.php",
    "/.env",
    "/app/.env",
    "/.git/config",
    "/cgi-bin/luci",
    "/xmlrpc.php",
    "/phpmyadmin/index",
    "/default.aspx",
    "/login.asp",
    "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
    "/backup.sql",
  ])("knows %s for a probe", (path) => {
    expect(isProbePath(path)).toBe(true);
  });

  it.each(["/products/folding-doors", "/about/careers", "/vendors-we-love", "/support/warranty.pdf-guide"])("keeps %s", (path) => {
    expect(isProbePath(path)).toBe(false);
  });

  it("logs a page path as the redirects match it, without the query, and never an asset or a probe", () => {
    expect(notFoundLogPath(at("/No-Such-Page/?utm_source=mail"), browser)).toBe("/no-such-page");
    expect(notFoundLogPath(at("/old%20brochure"), browser)).toBe("/old brochure");
    expect(notFoundLogPath(at("/no-such-page.data"), browser)).toBe("/no-such-page");
    expect(notFoundLogPath(at(`/${"a".repeat(900)}`), browser)).toHaveLength(MAX_LOGGED_PATH);
    for (const path of [
      "/assets/app-1234.js",
      "/media/library/x.jpg",
      "/files/brochure.pdf",
      "/api/v1/cms/x",
      "/admin/redirects/99",
      "/wp-admin",
    ])
      expect(notFoundLogPath(at(path), browser)).toBeNull();
    expect(notFoundLogPath(at("/no-such-page"), "Googlebot/2.1")).toBeNull();
    expect(notFoundLogPath(at("/%E0%A4%A"), browser)).toBeNull();
  });

  it("keeps only the referrer's host", () => {
    expect(referrerHost("https://news.example.com/article?email=someone@example.com")).toBe("news.example.com");
    expect(referrerHost("android-app://com.google.android.gm/")).toBeNull();
    expect(referrerHost("not a url")).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});
