import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "./parse-form.server";
import { formFieldsOf } from "./schema-fields.server";

const roleLabels = { editor: "Editor", sales: "Sales" };
const Invite = z.object({
  intent: z.literal("invite"),
  name: z.string().trim().min(1, "Enter their name.").max(120).meta({ label: "Name" }),
  email: z.email("Enter an e-mail address.").max(254).meta({ label: "E-mail address", hint: "Where the invitation goes." }),
  role: z.enum(["editor", "sales"], "Choose a role.").meta({ label: "Role", optionLabels: roleLabels }),
  note: z.string().max(2000).optional().meta({ label: "Note" }),
  active: z.stringbool().default(false).meta({ label: "Active" }),
  tags: z.array(z.string().max(20)).max(3).meta({ label: "Tags" }),
  password: z.string().min(12, "Too short.").meta({ label: "Password", input: "password" }),
});
const Disable = z.object({ intent: z.literal("disable"), userId: z.string().min(1).meta({ label: "Account" }) });

function formOf(entries: [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("parseForm", () => {
  it("reads each field of the schema once, lists as all their values, and parses them; an optional field left out stays out", () => {
    const parsed = parseForm(
      Invite,
      formOf([
        ["intent", "invite"],
        ["name", " Ada\u0000 "],
        ["email", "ada@example.com"],
        ["role", "sales"],
        ["active", "true"],
        ["tags", "a"],
        ["tags", "b"],
        ["password", "correct horse battery"],
        ["unknown", "ignored"],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        intent: "invite",
        name: "Ada",
        email: "ada@example.com",
        role: "sales",
        active: true,
        tags: ["a", "b"],
        password: "correct horse battery",
      },
      values: { intent: "invite", name: " Ada ", email: "ada@example.com", role: "sales", active: "true", tags: "a, b" },
    });
  });

  it("refuses with the messages at their fields and what was typed, never the password", () => {
    const parsed = parseForm(
      Invite,
      formOf([
        ["intent", "invite"],
        ["email", "not an address"],
        ["role", "owner"],
        ["password", "short"],
      ]),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      name: ["Enter their name."],
      email: ["Enter an e-mail address."],
      role: ["Choose a role."],
      password: ["Too short."],
    });
    expect(parsed.values).toEqual({ intent: "invite", email: "not an address", role: "owner" });
  });

  it("tells a page's forms apart by their intent, and never reads a file as text", () => {
    const either = z.discriminatedUnion("intent", [Invite, Disable]);
    const parsed = parseForm(
      either,
      formOf([
        ["intent", "disable"],
        ["userId", "u1"],
        ["name", new Blob(["x"])],
      ]),
    );
    expect(parsed).toMatchObject({ ok: true, data: { intent: "disable", userId: "u1" } });
    expect(parseForm(either, formOf([["intent", "drop tables"]])).ok).toBe(false);
  });

  it("reads a group of boxes as its ticks (`name[]`), and says an unknown tick's message once, at the group", () => {
    const Item = z.object({
      rooms: z
        .array(z.enum(["Kitchen", "Patio"], "Choose rooms from the list."))
        .min(1, "Choose at least one room.")
        .meta({ label: "Rooms" }),
    });
    const ticked = (...rooms: string[]) => formOf(rooms.map((room): [string, string] => ["rooms[]", room]));
    expect(parseForm(Item, ticked("Kitchen", "Patio"))).toEqual({
      ok: true,
      data: { rooms: ["Kitchen", "Patio"] },
      values: { rooms: "Kitchen, Patio" },
    });
    expect(parseForm(Item, ticked("Attic", "Cellar"))).toMatchObject({ ok: false, errors: { rooms: ["Choose rooms from the list."] } });
    expect(parseForm(Item, ticked())).toMatchObject({ ok: false, errors: { rooms: ["Choose at least one room."] } });
  });

  it("reads a file only where the schema asks for one", () => {
    const Import = z.object({
      intent: z.literal("import"),
      file: z.file("Choose a CSV file to import.").max(1000).meta({ label: "CSV file" }),
    });
    const file = new File(["from,to\n"], "redirects.csv", { type: "text/csv" });
    const parsed = parseForm(
      Import,
      formOf([
        ["intent", "import"],
        ["file", file],
      ]),
    );
    expect(parsed.ok && parsed.data.file.name).toBe("redirects.csv");
    const typed = parseForm(
      Import,
      formOf([
        ["intent", "import"],
        ["file", "/etc/passwd"],
      ]),
    );
    expect(typed).toMatchObject({ ok: false, errors: { file: ["Choose a CSV file to import."] } });
  });
});

describe("parseForm of lists of boxes and files", () => {
  const Desk = z.object({
    lines: z
      .array(z.enum(["doors", "windows"], "Choose from the list."))
      .max(2)
      .meta({ label: "Lines", optionLabels: { doors: "Doors" } }),
    file: z.file("Choose a file.").max(10, "Too large.").meta({ label: "File" }),
  });

  it("reads a group of boxes posted as name[] and the file sent, never a file's field as text", () => {
    const parsed = parseForm(
      Desk,
      formOf([
        ["lines[]", "doors"],
        ["lines[]", "windows"],
        ["file", new File(["a,b"], "a.csv")],
      ]),
    );
    expect(parsed.ok && parsed.data.lines).toEqual(["doors", "windows"]);
    expect(parsed.ok && parsed.data.file.name).toBe("a.csv");
    const refused = parseForm(
      Desk,
      formOf([
        ["lines[]", "cellar"],
        ["file", "not a file"],
      ]),
    );
    expect(refused).toMatchObject({ ok: false, errors: { lines: ["Choose from the list."], file: ["Choose a file."] } });
    expect(parseForm(Desk, formOf([["file", new File(["x".repeat(11)], "big.csv")]]))).toMatchObject({
      ok: false,
      errors: { file: ["Too large."] },
    });
  });

  it("describes them as a group of boxes with the list's choices, and a file to choose", () => {
    const fields = formFieldsOf(Desk);
    expect(fields.lines).toEqual({
      name: "lines",
      label: "Lines",
      input: "checkboxes",
      required: false,
      options: [
        { value: "doors", label: "Doors" },
        { value: "windows", label: "windows" },
      ],
    });
    expect(fields.file).toEqual({ name: "file", label: "File", input: "file", required: true });
  });
});

describe("formFieldsOf", () => {
  it("describes each field the page draws from the schema: name, label, hint, control, rule and choices", () => {
    const fields = formFieldsOf(Invite);
    expect(Object.keys(fields)).toEqual(["name", "email", "role", "note", "active", "tags", "password"]);
    expect(fields.name).toEqual({ name: "name", label: "Name", input: "text", required: true, maxLength: 120 });
    expect(fields.email).toEqual({
      name: "email",
      label: "E-mail address",
      hint: "Where the invitation goes.",
      input: "email",
      required: true,
      maxLength: 254,
    });
    expect(fields.role).toEqual({
      name: "role",
      label: "Role",
      input: "select",
      required: true,
      options: [
        { value: "editor", label: "Editor" },
        { value: "sales", label: "Sales" },
      ],
    });
    expect(fields.note).toMatchObject({ required: false, maxLength: 2000, input: "text" });
    expect(fields.active).toMatchObject({ input: "checkbox", required: false });
    expect(fields.password).toMatchObject({ input: "password", required: true });
  });

  it("draws a list of choices as boxes to tick, required when ticking none is refused", () => {
    const Item = z.object({
      rooms: z
        .array(z.enum(["kitchen", "patio"]))
        .min(1)
        .meta({ label: "Rooms", optionLabels: { kitchen: "Kitchen" } }),
      styles: z.array(z.enum(["folding", "sliding"])).meta({ label: "Styles" }),
      tags: z
        .string()
        .max(300)
        .transform((line) => line.split(","))
        .pipe(z.array(z.string().max(20)))
        .meta({ label: "Tags" }),
    });
    const fields = formFieldsOf(Item);
    expect(fields.rooms).toMatchObject({ input: "checkboxes", required: true });
    expect(fields.rooms.options).toEqual([
      { value: "kitchen", label: "Kitchen" },
      { value: "patio", label: "patio" },
    ]);
    expect(fields.styles).toMatchObject({ input: "checkboxes", required: false });
    // Text split into a list is typed as text.
    expect(fields.tags).toEqual({ name: "tags", label: "Tags", input: "text", required: false, maxLength: 300 });
  });

  it("refuses a field without a label, so no form shows a bare name", () => {
    expect(() => formFieldsOf(z.object({ secret: z.string() }))).toThrow(/secret/);
  });
});
