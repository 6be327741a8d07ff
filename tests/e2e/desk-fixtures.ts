import type { Cookie, PlaywrightWorkerArgs } from "@playwright/test";
import type { StaffRole } from "../../app/features/accounts";
import { startFor } from "../../app/features/accounts/admin-access";
import type { LeadForm } from "../../app/features/leads/options";
import type { RawFields } from "../../app/features/leads/schemas";
import { FILL_TOKEN_FIELD } from "../../app/features/leads/spam";
import { parseConfig } from "../../server/config";
import { leadFormData } from "../support/leads";
import { linkFrom } from "./control";
import { adminExpect as expect, gotoHydrated, test as base } from "./fixtures";

// The fixtures of the operations desk's journeys (admin-operations.spec.ts): signed-in staff of
// each role, and leads posted as another client of the form API would post them.

export type StaffMember = { name: string; email: string };
type Session = { member: StaffMember; cookies: Cookie[] };

const PASSWORD = "a passphrase for the operations desk";
const firstNames: Record<StaffRole, string> = { admin: "Ada", editor: "Eli", sales: "Sol" };

/** A word of letters only (lead forms take no digits in a name), new at each call. */
export function uniqueWord(): string {
  const letters = [...`${Date.now().toString(26)}${Math.floor(Math.random() * 26 ** 3).toString(26)}`].map((digit) =>
    String.fromCharCode(97 + parseInt(digit, 26)),
  );
  return `Q${letters.join("")}`;
}

/**
 * A new account of `role`, invited over the control socket, its password set over HTTP as the
 * browser would post the form, which signs it in: one request instead of two pages.
 */
async function newSession(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, role: StaffRole, worker: number) {
  const member = { name: `${firstNames[role]} ${role} ${worker}`, email: `${role}.${worker}@desk.example` };
  const link = await linkFrom(`/staff?${new URLSearchParams({ ...member, role })}`);
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    // Setting the password through the link signs its owner in.
    const set = await api.post(link, { form: { password: PASSWORD, confirm: PASSWORD } });
    expect(new URL(set.url()).pathname, `${member.email} set a password and is signed in`).toBe(startFor(role));
    return { member, cookies: (await api.storageState()).cookies };
  } finally {
    await api.dispose();
  }
}

/** The minimum fill time a lead's token must be older than (FORM_MIN_FILL_SECONDS, as the e2e server leaves it). */
const minFillMs = parseConfig({}).FORM_MIN_FILL_SECONDS * 1000;

export const test = base.extend<
  {
    /** Signs the test's browser context in as a member of staff of `role` (one account per role and worker). */
    signIn: (role: StaffRole) => Promise<StaffMember>;
    /** Posts a lead to the form API, with photos, and answers when it is received. */
    sendLead: (form: LeadForm, fields: RawFields, photos?: File[]) => Promise<void>;
  },
  { staffSession: (role: StaffRole) => Promise<Session>; nextFillToken: () => Promise<string> }
>({
  staffSession: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const sessions = new Map<StaffRole, Promise<Session>>();
      await provide((role) => {
        const session = sessions.get(role) ?? newSession(playwright, baseURL, role, workerInfo.workerIndex);
        sessions.set(role, session);
        return session;
      });
    },
    { scope: "worker" },
  ],
  // A token serves one lead: the worker keeps the next one fetched ahead, so that it is old enough
  // by the time a test sends a lead.
  nextFillToken: [
    async ({ playwright }, provide, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: String(workerInfo.project.use.baseURL) });
      const fetchToken = async () => {
        const answer = await api.get("/api/v1/forms/token");
        expect(answer.status(), "the form API gives a fill token").toBe(200);
        return ((await answer.json()) as { fillToken: string }).fillToken;
      };
      let next = fetchToken();
      await provide(async () => {
        const token = await next;
        next = fetchToken();
        return token;
      });
      await next.catch(() => {});
      await api.dispose();
    },
    { scope: "worker", auto: true },
  ],
  signIn: async ({ context, staffSession }, provide) => {
    await provide(async (role) => {
      const { member, cookies } = await staffSession(role);
      await context.addCookies(cookies);
      return member;
    });
  },
  sendLead: async ({ request, nextFillToken }, provide) => {
    await provide(async (form, fields, photos = []) => {
      const fillToken = await nextFillToken();
      const issuedAt = Number(fillToken.split(".")[0]);
      const early = issuedAt + minFillMs + 100 - Date.now();
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      const body = leadFormData(form, fields, { [FILL_TOKEN_FIELD]: fillToken });
      for (const photo of photos) body.append("photo[]", photo);
      const response = await request.post("/api/v1/forms/submit", { multipart: body });
      expect(await response.json(), "the lead is received").toEqual({ status: "received", form });
    });
  },
});

export { expect, gotoHydrated };
