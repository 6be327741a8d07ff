import type { FormResult } from "~/admin/form-result";
import { SchemaField } from "~/admin/forms/SchemaField";
import { useRef } from "react";
import { useMediaChooser } from "~/features/media-library/admin";
import { galleryListHref } from "../admin-list";
import type { GalleryItemFields } from "../admin-routes.server";
import { type StaffVideoItem, newVideoValues, videoValues } from "../staff-item";
import { videoPath } from "../video-links";
import { ItemPageFrame } from "./ItemPageFrame";
import { FacetFields } from "./ItemFields";
import { MediaField } from "./MediaField";
import { fieldOf, fillIfEmpty } from "./item-form";
import { VideoSourceFields } from "./VideoSourceFields";

type VideoItemPageProps = {
  item?: StaffVideoItem;
  notice?: string | null;
  fields: GalleryItemFields["video"];
  result?: FormResult | undefined;
};

/** The English track a video has, which its page shows as the transcript while staff write none. */
function trackNote(item: StaffVideoItem | undefined): string {
  const track = item?.source.subtitles.find((subtitle) => /^en\b/i.test(subtitle["subtitle-language-short-name"]));
  const fallback = track
    ? `Left empty, the page shows the text of the video's English subtitle track (${track["subtitle-url"]}).`
    : "Left empty, the page shows no transcript.";
  return `Paragraphs split by an empty line; the video's page shows them under "Transcript". ${fallback}`;
}

/** A video of the video gallery: a new one, or one to change or delete. */
export function VideoItemPage({ item, notice, fields, result }: VideoItemPageProps) {
  const { chooseMedia, dialog } = useMediaChooser();
  const form = useRef<HTMLFormElement>(null);
  const stored = item ? videoValues(item) : newVideoValues;
  const errors = result?.errors ?? {};
  const typed = result?.values ?? {};
  const title = () => ({ title: fieldOf(form.current, fields.title.name) });
  return (
    <ItemPageFrame
      title={item ? item.source.title : "New video"}
      back={{ to: galleryListHref({ medium: "videos", category: "", q: "", origin: "" }), label: "All videos" }}
      intro="A video for the video gallery: it gets a page of its own and shows in each category you tick."
      existing={
        item && {
          seeded: item.seeded,
          createdAt: item.source.created_at,
          fingerprint: item.fingerprint,
          publicLink: { to: videoPath(item.source.slug, undefined), text: "See its page" },
          deletion: {
            confirm: `Delete this video: its page answers "not found" from now on. ${item.seeded ? "It comes from the seed import, which puts it back when it runs again." : "Its files stay in the media library."}`,
            button: "Delete the video",
          },
        }
      }
      notice={notice}
      result={result}
      form={form}
      dialog={dialog}
    >
      <VideoSourceFields
        fields={fields}
        provider={typed.provider ?? stored.provider}
        videoId={typed.videoId ?? stored.videoId}
        currentFile={item?.source.video_platform === "raw_url" ? item.source.video_id : undefined}
        errors={errors}
        chooseMedia={chooseMedia}
        uploadFields={title}
      />
      <SchemaField field={fields.title} result={result} stored={stored.title} />
      <SchemaField
        field={item ? { ...fields.slug, hint: `${fields.slug.hint} A new address leaves a redirect at the old one.` } : fields.slug}
        result={result}
        stored={stored.slug}
      />
      <MediaField
        field={fields.posterId}
        kind="image"
        current={item?.source.thumbnail_url}
        errors={errors[fields.posterId.name]}
        chooseMedia={chooseMedia}
        onChosen={(choice) => fillIfEmpty(form.current, fields.alt.name, choice.alt)}
        uploadFields={() => ({ ...title(), alt: fieldOf(form.current, fields.alt.name) })}
      />
      <SchemaField field={fields.description} result={result} stored={stored.description} />
      <SchemaField field={fields.alt} result={result} stored={stored.alt} />
      <SchemaField field={fields.categories} result={result} stored={stored.categories} columns={2} />
      <SchemaField field={fields.tags} result={result} stored={stored.tags} />
      <FacetFields fields={fields} result={result} stored={stored} />
      <SchemaField field={{ ...fields.transcript, hint: trackNote(item) }} result={result} stored={stored.transcript} />
    </ItemPageFrame>
  );
}
