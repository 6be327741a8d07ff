import { data, href, redirect } from "react-router";
import { z } from "zod";
import { readFormBody } from "~/platform/form-post.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import type { AuditActor } from "../audit";
import { creatableTypes, type CreatableType, type CreatePageResult } from "./editing";
import type { ContentService } from "./service.server";

const NewPage = z.object({
  type: z.enum(Object.keys(creatableTypes) as [CreatableType, ...CreatableType[]], "Choose what to create."),
  title: z.string().trim().min(1, "Give the page a title.").max(300, "A title may have at most 300 characters."),
  path: z.string().trim().min(1, "Give the page an address."),
});

/** The content list's action: a new page or article from scratch, then its editor. */
export async function createPageAction(services: { content: Pick<ContentService, "editing"> }, request: Request, author: AuditActor) {
  const form = await readFormBody(request);
  const values = Object.fromEntries(
    ["type", "title", "path"].map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? withoutUnreadableText(value) : ""];
    }),
  );
  const fields = NewPage.safeParse(values);
  if (!fields.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of fields.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    return data<CreatePageResult>({ message: "Some fields need a change.", errors, values }, { status: 400 });
  }
  const created = await services.content.editing.create(fields.data.type, fields.data.path, fields.data.title, author);
  if (created.ok) throw redirect(href("/admin/content/:id", { id: String(created.id) }));
  const message = created.reason === "bad_path" ? created.message : "Another page has that address.";
  return data<CreatePageResult>({ message, errors: { path: [message] }, values }, { status: 400 });
}
