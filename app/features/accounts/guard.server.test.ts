import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routeIdContext } from "~/platform/route-ids";
import { frameStaffOf, guardStaff, staffMayChange, staffOf } from "./guard.server";
import type { Staff } from "./roles";

const SITE = "http://localhost:3000";
const member = (role: Staff["role"]): Staff => ({ id: `id-${role}`, email: `${role}@example.com`, name: `The ${role}`, role });

// The patterns React Router hands middleware, as app/routes.ts makes them.
const routeIds: Record<string, string> = {
  "admin/content": "admin-content",
  "admin/users": "admin-users",
  "admin/reports": "admin-reports",
  "admin/dealers": "admin-dealers",
};

/** A request through the guard: its context afterwards, or what the guard threw. */
async function guard(staff: Staff | null, pattern: string, address = `/${pattern}`, method = "GET") {
  const context = new RouterContextProvider();
  context.set(routeIdContext, async (asked) => routeIds[asked]);
  const url = new URL(address, SITE);
  const args = { request: new Request(url, { method }), url, pattern, context };
  await guardStaff(args, { currentStaff: async () => staff });
  return context;
}

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
}

const refusal = (data: object) => expect.objectContaining({ data, init: expect.objectContaining({ status: 403 }) });

describe("the admin's guard", () => {
  it("sends anyone not signed in to the sign-in page, back to the page they asked for", async () => {
    const thrown = await thrownBy(() => guard(null, "admin/content", "/admin/content?type=landing_page"));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fcontent%3Ftype%3Dlanding_page");
  });

  it("hands a role the access table lets in to the route's loaders and actions, and to the frame", async () => {
    const editor = member("editor");
    const context = await guard(editor, "admin/content");
    expect(staffOf(context)).toEqual(editor);
    expect(frameStaffOf(context)).toEqual(editor);
  });

  it("answers a role the table refuses 403, and names them to the frame so it can greet them", async () => {
    const sales = member("sales");
    const context = await guard(sales, "admin/content");
    expect(await thrownBy(() => staffOf(context))).toEqual(refusal({ message: "Your role may not open this page." }));
    expect(await thrownBy(() => frameStaffOf(context))).toEqual(refusal({ message: "Your role may not open this page.", staff: sales }));
  });

  it("lets a role that may only read a route open its pages, says it may change nothing, and refuses its posts", async () => {
    const editor = member("editor");
    for (const method of ["GET", "HEAD"]) {
      const reading = await guard(editor, "admin/dealers", "/admin/dealers", method);
      expect(staffOf(reading)).toEqual(editor);
      expect(staffMayChange(reading)).toBe(false);
    }
    const posting = await guard(editor, "admin/dealers", "/admin/dealers", "POST");
    expect(await thrownBy(() => staffOf(posting))).toEqual(refusal({ message: "Your role may not open this page." }));
    const sales = await guard(member("sales"), "admin/dealers", "/admin/dealers", "POST");
    expect(staffOf(sales).role).toBe("sales");
    expect(staffMayChange(sales)).toBe(true);
  });

  it("opens a route the access table does not list to nobody, administrators included", async () => {
    for (const pattern of ["admin/reports", "admin/nowhere"]) {
      const context = await guard(member("admin"), pattern);
      expect(await thrownBy(() => staffOf(context))).toEqual(refusal({ message: "Your role may not open this page." }));
    }
  });

  it("refuses to answer a route the guard did not run for", async () => {
    expect(await thrownBy(() => staffOf(new RouterContextProvider()))).toBeInstanceOf(Error);
  });
});
