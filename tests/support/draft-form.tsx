import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { editorFields } from "../../app/features/content/admin-editor-forms.server";
import { DraftForm, type DraftFormProps } from "../../app/features/content/admin-ui/DraftForm";

/**
 * The page editor's draft form at its address, without the side panel's other sections: each post
 * is kept (the list returned) and answered by `answer`, as the editor's action would.
 */
export function renderDraftForm(props: Omit<DraftFormProps, "fields">, answer: () => Promise<unknown>): FormData[] {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/content/7",
      Component: () => <DraftForm {...props} fields={editorFields} panel={{ top: null, bottom: null }} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer();
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/content/7"]} />);
  return posted;
}
