import { documentFileUrl, type DocumentHit } from "~/features/documents";
import { postJson } from "~/lib/post-json";

/** SPEC §7 `/ES/documents/zip`: asks for the zip of these documents and saves it as `{fileName}.zip`. */
export async function downloadAll(fileName: string, hits: DocumentHit[]): Promise<void> {
  const docs = hits.map((hit) => ({ name: hit._source.title, url: documentFileUrl(hit._source.cdn_paths) }));
  const response = await postJson("/ES/documents/zip", { fileName, docs });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${fileName || "documents"}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
