import { data, href, redirect } from "react-router";
import { z } from "zod";
import type { FormResult } from "~/admin/form-result";
import { parseForm, refusedForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { readFormBody } from "~/platform/form-post.server";
import type { AuditActor } from "../audit";
import { creatableTypes, type CreatableType } from "./editing";
import { typeLabel } from "./overview";
import { overviewQueryFrom } from "./overview.server";
import type { ContentService } from "./service.server";

const creatable = Object.keys(creatableTypes) as [CreatableType, ...CreatableType[]];

const NewPage = z.object({
  type: z.enum(creatable, "Choose what to create.").meta({
    label: "What it is",
    optionLabels: Object.fromEntries(
      creatable.map((type) => [type, `${typeLabel(type)}${creatableTypes[type] ? ` (under ${creatableTypes[type]})` : ""}`]),
    ),
  }),
  title: z.string().trim().min(1, "Give the page a title.").max(300, "A title may have at most 300 characters.").meta({ label: "Title" }),
  path: z
    .string()
    .trim()
    .min(1, "Give the page an address.")
    .max(500, "Keep the address under 500 characters.")
    .meta({ label: "Address", hint: "For example /about/showroom, or /blog/choosing-a-folding-door for a blog post." }),
});
const newPageFields = formFieldsOf(NewPage);
export type NewPageFields = typeof newPageFields;

type ContentServices = { content: Pick<ContentService, "editing" | "overview"> };

/** The content list, and the form of a new page above it. */
export async function contentOverviewLoader(services: ContentServices, request: Request) {
  return { overview: await services.content.overview(overviewQueryFrom(new URL(request.url).searchParams)), newPageFields };
}

/** The content list's action: a new page or article from scratch, then its editor. */
export async function createPageAction(services: ContentServices, request: Request, author: AuditActor) {
  const parsed = parseForm(NewPage, await readFormBody(request));
  if (!parsed.ok) return refusedForm(parsed, {}, "Some fields need a change.");
  const { type, path, title } = parsed.data;
  const created = await services.content.editing.create(type, path, title, author);
  if (created.ok) throw redirect(href("/admin/content/:id", { id: String(created.id) }));
  const message = created.reason === "bad_path" ? created.message : "Another page has that address.";
  return data<FormResult>({ tone: "error", message, errors: { path: [message] }, values: parsed.values }, { status: 400 });
}
