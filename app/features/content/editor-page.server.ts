import { data, href, redirect } from "react-router";
import { z } from "zod";
import type { EditorEntity, EditResult } from "./editing";
import { DraftDetailsSchema } from "./editing.server";
import type { EditorResult } from "./EntityEditor";
import type { ContentService } from "./service.server";

// The loader and action of one entity's page in the admin. The route checks the role first.

export type EntityEditorServices = { content: Pick<ContentService, "editing"> };

const EntityId = z.coerce.number().int().min(1).max(2_147_483_647);
const Revision = z.coerce.number().int().min(1).max(2_147_483_647);
const Intent = z.enum(["details", "publish", "unpublish", "restore", "duplicate", "delete"]);

const refusals: Record<Exclude<EditResult, { ok: true }>["reason"], string> = {
  conflict:
    "Someone changed this page after you opened it, so nothing was saved. Reload the page to see their changes, then make yours again.",
  not_found: "This page does not exist any more.",
  nothing_to_publish: "There is no draft to publish.",
  not_published: "This page is not on the site.",
  no_such_revision: "That revision is not in this page's history.",
  component: "Parts of the site such as menus cannot be copied or deleted.",
};

const doneMessages: Record<z.infer<typeof Intent>, string> = {
  details: "The draft is saved.",
  publish: "Published: visitors see it now.",
  unpublish: "Taken off the site. It stays here as a draft.",
  restore: "The earlier revision is the draft now. Publish it when it is right.",
  duplicate: "Copied.",
  delete: "Deleted.",
};

export async function entityEditorLoader(services: EntityEditorServices, idParam: string | undefined): Promise<{ entity: EditorEntity }> {
  const id = EntityId.safeParse(idParam);
  const entity = id.success ? await services.content.editing.entityForEditor(id.data) : null;
  if (!entity) throw data({ message: "No such page." }, { status: 404 });
  return { entity };
}

export async function entityEditorAction(services: EntityEditorServices, idParam: string | undefined, request: Request, author: string) {
  const id = EntityId.safeParse(idParam);
  const form = await request.formData();
  const intent = Intent.safeParse(form.get("intent"));
  const revision = Revision.safeParse(form.get("revision"));
  if (!id.success || !intent.success || !revision.success)
    return data<EditorResult>(
      { tone: "error", message: "This form was not sent as the page gave it. Reload the page and try again." },
      { status: 400 },
    );

  let result: EditResult;
  if (intent.data === "details") {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const details = DraftDetailsSchema.safeParse({
      title: text("title"),
      metadata: {
        metaTitle: text("metaTitle") || undefined,
        metaDescription: text("metaDescription") || undefined,
        metaKeywords: text("metaKeywords") || undefined,
        canonicalUrl: text("canonicalUrl") || undefined,
        metaNoIndex: form.get("metaNoIndex") === "true" || undefined,
      },
    });
    if (!details.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of details.error.issues) (errors[String(issue.path.at(-1))] ??= []).push(issue.message);
      const values = Object.fromEntries(
        ["title", "metaTitle", "metaDescription", "metaKeywords", "canonicalUrl", "metaNoIndex"].map((name) => [name, text(name)]),
      );
      return data<EditorResult>({ tone: "error", message: "Some fields need a change.", errors, values }, { status: 400 });
    }
    result = await services.content.editing.saveDraftDetails(id.data, details.data, revision.data, author);
  } else if (intent.data === "publish") {
    result = await services.content.editing.publish(id.data, revision.data, author);
  } else if (intent.data === "duplicate") {
    const path = String(form.get("path") ?? "").trim();
    const copy = await services.content.editing.duplicate(id.data, path, author);
    if (copy.ok) throw redirect(href("/admin/content/:id", { id: String(copy.id) }));
    const message =
      copy.reason === "bad_path"
        ? copy.message
        : copy.reason === "path_taken"
          ? `A page at ${path} exists already.`
          : refusals[copy.reason];
    return data<EditorResult>({ tone: "error", message, errors: { path: [message] }, values: { path } }, { status: 400 });
  } else if (intent.data === "delete") {
    if (form.get("confirm") !== "yes")
      return data<EditorResult>(
        { tone: "error", message: "Tick the box to confirm that the page and its history go for good." },
        { status: 400 },
      );
    result = await services.content.editing.remove(id.data, revision.data);
    if (result.ok) throw redirect(href("/admin/content"));
  } else if (intent.data === "restore") {
    const earlier = Revision.safeParse(form.get("restore"));
    if (!earlier.success) return data<EditorResult>({ tone: "error", message: refusals.no_such_revision }, { status: 400 });
    result = await services.content.editing.restore(id.data, earlier.data, revision.data, author);
  } else {
    if (form.get("confirm") !== "yes")
      return data<EditorResult>(
        { tone: "error", message: "Tick the box to confirm that visitors will not find the page." },
        { status: 400 },
      );
    result = await services.content.editing.unpublish(id.data, revision.data, author);
  }
  if (!result.ok)
    return data<EditorResult>(
      { tone: "error", message: refusals[result.reason] },
      { status: result.reason === "not_found" ? 404 : result.reason === "no_such_revision" ? 400 : 409 },
    );
  return data<EditorResult>({ tone: "done", message: doneMessages[intent.data] });
}
