import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../server/config";
import { startChecklistLoader, type StartChecklistSources } from "./admin-routes.server";

function sources({ accounts, smtp, recipients, notFound }: { accounts: number; smtp: boolean; recipients: boolean; notFound: number }) {
  return {
    config: { ...parseConfig({}), SMTP_URL: smtp ? "smtp://127.0.0.1:2525" : undefined },
    settings: { recipientsFor: () => (recipients ? ["sales@example.com"] : []) },
    accounts: { staffNames: async () => new Map(Array.from({ length: accounts }, (_, index) => [`id-${index}`, `Person ${index}`])) },
    notFoundLog: { list: async () => ({ total: notFound }) },
  } satisfies StartChecklistSources;
}

describe("the administrator's start checklist", () => {
  it("says each step of a new site is still to do, from the site's real state", async () => {
    const items = await startChecklistLoader(sources({ accounts: 1, smtp: false, recipients: false, notFound: 3 }));
    expect(items.map((item) => [item.label, item.done])).toEqual([
      ["Invite the team", false],
      ["Set who gets the leads", false],
      ["Set up the mail server", false],
      ["Check the pages not found", false],
    ]);
    expect(items[0]?.status).toBe("Nobody else has an account yet.");
    expect(items[3]?.status).toBe("3 addresses visitors asked for had no page: redirect or dismiss them.");
  });

  it("marks each step done once the site has it", async () => {
    const items = await startChecklistLoader(sources({ accounts: 3, smtp: true, recipients: true, notFound: 0 }));
    expect(items.every((item) => item.done)).toBe(true);
    expect(items[0]?.status).toBe("2 other accounts besides yours.");
  });
});
