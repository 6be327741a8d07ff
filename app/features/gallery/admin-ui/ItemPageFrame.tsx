import type { FormResult } from "~/admin/form-result";
import type { ReactNode, Ref } from "react";
import { Form, Link } from "react-router";
import { DeleteForGood } from "~/admin/DeleteForGood";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { FormMessage } from "~/admin/FormMessage";
import { formatChange } from "~/admin/admin-dates";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SaveButton } from "./item-form";

type ItemPageFrameProps = {
  title: string;
  back: { to: string; label: string };
  /** What a new item is, under the title of its empty form. */
  intro: string;
  /** An item that exists: who made it, where visitors see it, how its deletion is confirmed. */
  existing?: {
    seeded: boolean;
    createdAt: string;
    fingerprint: string;
    publicLink: { to: string; text: string };
    deletion: { confirm: string; button: string };
  };
  notice?: string | null | undefined;
  result?: FormResult<unknown> | undefined;
  form: Ref<HTMLFormElement>;
  /** The media library's picker, rendered once on the page. */
  dialog: ReactNode;
  children: ReactNode;
};

/** The page of one gallery item: its header, the answer to the last post, its form and, once it exists, its deletion. */
export function ItemPageFrame({ title, back, intro, existing, notice, result, form, dialog, children }: ItemPageFrameProps) {
  return (
    <article aria-labelledby="item-heading" className="space-y-8">
      <AdminPageHeader id="item-heading" title={title} back={back}>
        {existing ? null : intro}
      </AdminPageHeader>
      {existing ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone">
          <span>
            {existing.seeded
              ? "From the seed import: a change makes it staff's, and the next import leaves it as it is."
              : `Added ${formatChange(existing.createdAt)} UTC; staff's own.`}
          </span>
          <Link to={existing.publicLink.to} className="font-medium text-bronze-dark underline underline-offset-4">
            {existing.publicLink.text}
          </Link>
        </p>
      ) : null}

      <div>
        <FormMessage tone="done" message={notice ?? undefined} />
        <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      </div>

      <Form ref={form} method="post" noValidate className="grid gap-6 border border-line bg-white p-6">
        <HiddenValues values={existing ? { intent: "save", fingerprint: existing.fingerprint } : { intent: "save" }} />
        {children}
        <SaveButton>{existing ? "Save" : "Add to the gallery"}</SaveButton>
      </Form>

      {existing ? <DeleteForGood {...existing.deletion} /> : null}
      {dialog}
    </article>
  );
}
