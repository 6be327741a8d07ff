// `npm run admin:user -- --email someone@example.com --role editor [--name "Their Name"]`: a new
// staff account and the one-time link (valid three days) where its owner chooses a password.
// `npm run admin:user -- --email someone@example.com --reset`: a new such link for an existing account.
// `npm run admin:user -- --setup-link`: a new first-administrator link while no account exists.
// Works while the site runs. Nobody's password is ever chosen or shown here.
import { parseArgs } from "node:util";
import type { AccountService } from "../app/features/accounts/index.server";
import { isStaffRole, staffRoles } from "../app/features/accounts";
import { parseConfig } from "../server/config";
import { askRunningSite, openForTool } from "./running-site";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
    reset: { type: "boolean" },
    "setup-link": { type: "boolean" },
  },
});
const email = values.email?.trim() ?? "";
const role = values.role ?? "";
if (!values["setup-link"] && (!email.includes("@") || (!values.reset && !isStaffRole(role)))) {
  console.error(`Usage: npm run admin:user -- --email <address> --role <${staffRoles.join("|")}> [--name "Full Name"]`);
  console.error("       npm run admin:user -- --email <address> --reset");
  console.error("       npm run admin:user -- --setup-link");
  process.exit(2);
}

type Answer = { link: string } | { error: string };

/** The same request, to the running site when one holds the embedded database, or here. */
async function ask(controlPath: string, locally: (accounts: AccountService) => Promise<Answer>): Promise<Answer> {
  const config = parseConfig(process.env);
  const answer = await askRunningSite(config, "POST", controlPath);
  if (answer) return answer.status === 200 ? (JSON.parse(answer.body) as Answer) : { error: answer.body };
  // The accounts' modules (better-auth) load only here: asking the running site needs none of them.
  const [{ default: pino }, { createAccountService, linkOriginsOf }, { createAuditLog }, { serverSecret }] = await Promise.all([
    import("pino"),
    import("../app/features/accounts/index.server"),
    import("../app/features/audit/index.server"),
    import("../server/storage/secrets"),
  ]);
  const database = await openForTool(config, "admin:user");
  try {
    const secret = await serverSecret(database.db, "admin-auth", config.AUTH_SECRET);
    const audit = createAuditLog(database.db);
    return await locally(
      createAccountService({ db: database.db, secret, links: linkOriginsOf(config), log: pino({ level: "silent" }), audit }),
    );
  } finally {
    await database.close();
  }
}

let answer: Answer;
if (values["setup-link"]) {
  answer = await ask("/staff/setup-link", async (accounts) => {
    const link = await accounts.firstAdminSetupLink();
    return link ? { link } : { error: "exists" };
  });
} else if (values.reset) {
  answer = await ask(`/staff/reset?${new URLSearchParams({ email })}`, (accounts) => accounts.resetLink(email));
} else if (isStaffRole(role)) {
  const staff = { email, role, name: values.name?.trim() || email };
  answer = await ask(`/staff?${new URLSearchParams(staff)}`, (accounts) => accounts.invite(staff));
} else {
  process.exit(2);
}
if ("error" in answer) {
  console.error(
    `admin:user: ${answer.error === "exists" ? `an account for ${email} exists already` : answer.error === "unknown" ? `no account has ${email}` : answer.error}.`,
  );
  process.exit(1);
}
console.log(
  values["setup-link"]
    ? `Open this link within an hour to create the first administrator:\n${answer.link}`
    : `Send this link to ${email} to choose a password (valid 3 days, once):\n${answer.link}`,
);
