import { useEffect, useId, useState } from "react";
import { Spinner } from "~/ui/Spinner";
import type { BlockProps } from "~/features/blocks";
import type { DocumentGroupResult } from "../../types";
import { DocumentLink } from "../../ui/DocumentLink";
import { FileTypeIcon } from "../../ui/FileTypeIcon";
import { DOCUMENT_ZIP_PATH, zipStarted } from "../../zip-download";
import { downloadAllFields, newDownloadToken } from "./download-all";
import { useDocumentGroup } from "./use-document-group";

type Subgroup = DocumentGroupResult["subgroups"][number];
type DownloadState = "idle" | "busy" | "failed";

function DocumentRows({ subgroup }: { subgroup: Subgroup }) {
  return (
    <ul className="divide-y divide-line">
      {subgroup.docs.hits.hits.map(({ _id, _source: source }) => (
        <li key={_id}>
          <DocumentLink source={source} className="flex min-h-11 items-center gap-4 py-3 hover:text-bronze-dark">
            <FileTypeIcon displayType={source.display_type} />
            <span className="grow">{source.title}</span>
            <span className="shrink-0 text-sm text-stone">{source["Document Type"][0] ?? source.display_type}</span>
          </DocumentLink>
        </li>
      ))}
    </ul>
  );
}

/** A titled subgroup starts collapsed and its header toggles it (+ / −); an untitled one is always open (SPEC §4). */
function SubgroupView({ subgroup }: { subgroup: Subgroup }) {
  if (subgroup.docs.hits.hits.length === 0) return null;
  if (!subgroup.title) return <DocumentRows subgroup={subgroup} />;
  return (
    <details className="group border-b border-line">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg [&::-webkit-details-marker]:hidden">
        {subgroup.title}
        <span aria-hidden="true" className="text-xl leading-none group-open:hidden">
          +
        </span>
        <span aria-hidden="true" className="hidden text-xl leading-none group-open:inline">
          −
        </span>
      </summary>
      <div className="pb-4">
        <DocumentRows subgroup={subgroup} />
      </div>
    </details>
  );
}

/** How often the page looks for the cookie that says the browser has the zip. */
const DOWNLOAD_POLL_MS = 250;

/**
 * Download All is a plain form posted into a hidden frame: the browser saves the streamed zip as
 * its own download, with its own progress (issue 21). Busy until the answer's cookie says the
 * download has begun; an error answer loads into the frame and leaves the button failed.
 */
function DownloadAllButton({ title, subgroups }: { title: string; subgroups: Subgroup[] }) {
  const [state, setState] = useState<DownloadState>("idle");
  const [token, setToken] = useState("");
  const frameName = `download-all-${useId()}`;
  useEffect(() => {
    if (state !== "busy") return;
    const timer = window.setInterval(() => {
      if (zipStarted(document.cookie, token)) setState("idle");
    }, DOWNLOAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, token]);
  const hits = subgroups.flatMap((subgroup) => subgroup.docs.hits.hits);
  if (hits.length === 0) return null;
  const fields = downloadAllFields(title, hits);
  return (
    <form
      method="post"
      action={DOCUMENT_ZIP_PATH}
      target={frameName}
      onSubmit={(event) => {
        // The form's entries are read after this handler: each post carries a token of its own.
        const next = newDownloadToken();
        const field = event.currentTarget.elements.namedItem("download");
        if (field instanceof HTMLInputElement) field.value = next;
        setToken(next);
        setState("busy");
      }}
      className="flex flex-col items-end gap-1"
    >
      <input type="hidden" name="fileName" value={fields.fileName} />
      <input type="hidden" name="docs" value={fields.docs} />
      <input type="hidden" name="download" value={token} />
      <button
        type="submit"
        disabled={state !== "idle"}
        aria-busy={state === "busy"}
        className="inline-flex min-h-11 items-center gap-2 bg-bronze px-5 text-sm font-semibold uppercase tracking-[0.12em] text-white hover:bg-bronze-dark disabled:cursor-wait disabled:opacity-80"
      >
        {state === "busy" ? <Spinner size={20} /> : null}
        Download All
      </button>
      <iframe
        name={frameName}
        title="Download All"
        hidden
        onLoad={() => {
          // SPEC §4: a failed Download All does not return to idle.
          setState((current) => (current === "busy" ? "failed" : current));
        }}
      />
      {state === "failed" ? (
        <p role="alert" className="text-sm text-stone">
          The zip could not be prepared. Please download the documents one by one.
        </p>
      ) : null}
    </form>
  );
}

/** SPEC §2 document groups block: a header with Download All, then the subgroups of document rows. */
export function DocumentGroup({ value }: BlockProps<"document_group">) {
  const state = useDocumentGroup(value);
  const title = state.status === "loaded" ? state.group.title || value.title : value.title;
  return (
    <section className="mx-auto max-w-4xl px-6 py-10 md:py-12" aria-busy={state.status === "loading"}>
      <header className="mb-4 flex flex-wrap items-center justify-between gap-4 border-b-2 border-ink pb-4">
        {title ? <h2 className="text-3xl font-light tracking-tight">{title}</h2> : null}
        {state.status === "loaded" ? <DownloadAllButton title={title} subgroups={state.group.subgroups} /> : null}
      </header>
      {state.status === "loading" ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : state.status === "loaded" ? (
        state.group.subgroups.map((subgroup, index) => <SubgroupView key={`${subgroup.title}-${index}`} subgroup={subgroup} />)
      ) : null}
    </section>
  );
}
