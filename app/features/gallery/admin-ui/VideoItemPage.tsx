import { useRef } from "react";
import { CheckboxGroup, TextArea, TextField } from "~/features/leads";
import { useMediaChooser } from "~/features/media-library/admin";
import { galleryListHref } from "../admin-list";
import { SLUG_MAX, TAGS_LINE_MAX, TRANSCRIPT_MAX } from "../item-limits";
import {
  type GalleryFormResult,
  type StaffVideoItem,
  type VideoItemValues,
  newVideoValues,
  videoCategoryTags,
  videoValues,
} from "../staff-item";
import { videoPath } from "../video-links";
import { ItemPageFrame } from "./ItemPageFrame";
import { CaptionFields, FacetFields, TitleField, choicesOf } from "./ItemFields";
import { MediaField } from "./MediaField";
import { fieldOf, fillIfEmpty } from "./item-form";
import { VideoSourceFields } from "./VideoSourceFields";

type VideoItemPageProps = { item?: StaffVideoItem; notice?: string | null; result?: GalleryFormResult<VideoItemValues> };

/** The English track a video has, which its page shows as the transcript while staff write none. */
function trackNote(item: StaffVideoItem | undefined): string {
  const track = item?.source.subtitles.find((subtitle) => /^en\b/i.test(subtitle["subtitle-language-short-name"]));
  const fallback = track
    ? `Left empty, the page shows the text of the video's English subtitle track (${track["subtitle-url"]}).`
    : "Left empty, the page shows no transcript.";
  return `Paragraphs split by an empty line; the video's page shows them under "Transcript". ${fallback}`;
}

/** A video of the video gallery: a new one, or one to change or delete. */
export function VideoItemPage({ item, notice, result }: VideoItemPageProps) {
  const { chooseMedia, dialog } = useMediaChooser();
  const form = useRef<HTMLFormElement>(null);
  const values = result?.values ?? (item ? videoValues(item) : newVideoValues);
  const errors = result?.errors ?? {};
  const title = () => ({ title: fieldOf(form.current, "title") });
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
        provider={values.provider}
        videoId={values.videoId}
        currentFile={item?.source.video_platform === "raw_url" ? item.source.video_id : undefined}
        errors={errors}
        chooseMedia={chooseMedia}
        uploadFields={title}
      />
      <TitleField values={values} errors={errors} />
      <TextField
        name="slug"
        label="Address"
        hint={`The end of /video-gallery/…: lower-case letters, digits and dashes. Left empty, it is made from the title.${item ? " A new address leaves a redirect at the old one." : ""}`}
        defaultValue={values.slug}
        maxLength={SLUG_MAX}
        errors={errors.slug}
      />
      <MediaField
        name="posterId"
        kind="image"
        label="Poster"
        hint="The picture the gallery shows for the video and the player shows before it starts (16:9 looks best)."
        current={item?.source.thumbnail_url}
        required
        errors={errors.posterId}
        chooseMedia={chooseMedia}
        onChosen={(choice) => fillIfEmpty(form.current, "alt", choice.alt)}
        uploadFields={() => ({ ...title(), alt: fieldOf(form.current, "alt") })}
      />
      <CaptionFields
        values={values}
        errors={errors}
        captionHint="A sentence or two about the video, shown beside it on its page."
        altHint="What the poster shows, for people who cannot see it."
      />
      <CheckboxGroup
        name="categories"
        label="Categories"
        required
        columns={2}
        options={choicesOf(videoCategoryTags)}
        defaultValue={values.categories}
        errors={errors.categories}
      />
      <TextField
        name="tags"
        label="More tags"
        hint="Other tags of the video, split by commas, such as Folding Doors, Commercial."
        defaultValue={values.tags}
        maxLength={TAGS_LINE_MAX}
        errors={errors.tags}
      />
      <FacetFields values={values} errors={errors} />
      <TextArea
        name="transcript"
        label="Transcript"
        hint={trackNote(item)}
        defaultValue={values.transcript}
        maxLength={TRANSCRIPT_MAX}
        errors={errors.transcript}
      />
    </ItemPageFrame>
  );
}
