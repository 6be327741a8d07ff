import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password-strength.server";

describe("passwordWeakness", () => {
  it.each(["aaaaaaaaaaaa", "password1234", "qwertyuiop123", "iloveyou12345", "lacantinadoors1"])(
    "refuses %s, a common or easily guessed password, and says why",
    async (password) => {
      const why = await passwordWeakness(password);
      expect(why).toMatch(/^This password is too easy to guess\. \S/);
    },
  );

  it("refuses a password made of the account's own e-mail address or name", async () => {
    const olivia = ["olivia@example.com", "Olivia Owner"];
    expect(await passwordWeakness("olivia@example.com!", olivia)).toMatch(/personal or page related data/);
    expect(await passwordWeakness("olivia@example.com!")).toBeNull();
  });

  it.each(["a long enough passphrase", "three unrelated words here", "correct horse battery staple", "kX9#mP2$vL5q"])(
    "takes %s",
    async (password) => {
      expect(await passwordWeakness(password, ["someone@example.com", "Some One"])).toBeNull();
    },
  );
});
