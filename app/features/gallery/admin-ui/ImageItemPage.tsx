import { useRef } from "react";
import { href } from "react-router";
import { CheckboxGroup } from "~/features/leads";
import { useMediaChooser } from "~/features/media-library/admin";
import { galleryListHref } from "../admin-list";
import { imageCategories } from "../categories";
import { type GalleryFormResult, type ImageItemValues, type StaffImageItem, imageValues, newImageValues } from "../staff-item";
import { CaptionFields, FacetFields, TitleField, choicesOf } from "./ItemFields";
import { ItemPageFrame } from "./ItemPageFrame";
import { MediaField } from "./MediaField";
import { fieldOf, fillIfEmpty } from "./item-form";

type ImageItemPageProps = { item?: StaffImageItem; notice?: string | null; result?: GalleryFormResult<ImageItemValues> };

/** An image item of the gallery: a new one, or one to change or delete. */
export function ImageItemPage({ item, notice, result }: ImageItemPageProps) {
  const { chooseMedia, dialog } = useMediaChooser();
  const form = useRef<HTMLFormElement>(null);
  const values = result?.values ?? (item ? imageValues(item) : newImageValues);
  const errors = result?.errors ?? {};
  return (
    <ItemPageFrame
      title={item ? item.source.title : "New image"}
      back={{ to: galleryListHref({ medium: "images", category: "", q: "", origin: "" }), label: "All images" }}
      intro="A project photograph for the image gallery: it shows in each category you tick, newest first."
      existing={
        item && {
          seeded: item.seeded,
          createdAt: item.source.created_at,
          fingerprint: item.fingerprint,
          publicLink: {
            to: href("/image-gallery/category/:category", { category: item.categories[0] ?? imageCategories[0] }),
            text: "See it in the gallery",
          },
          deletion: {
            confirm: `Delete this picture from the gallery. ${item.seeded ? "It comes from the seed import, which puts it back when it runs again." : "It goes for good; its file stays in the media library."}`,
            button: "Delete the item",
          },
        }
      }
      notice={notice}
      result={result}
      form={form}
      dialog={dialog}
    >
      <MediaField
        name="imageId"
        kind="image"
        label="Picture"
        hint="From the media library; what you upload here goes into the library too. The gallery makes the smaller sizes itself."
        current={item?.source.cdn_paths.original}
        required
        errors={errors.imageId}
        chooseMedia={chooseMedia}
        onChosen={(choice) => fillIfEmpty(form.current, "alt", choice.alt)}
        uploadFields={() => ({ title: fieldOf(form.current, "title"), alt: fieldOf(form.current, "alt") })}
      />
      <TitleField values={values} errors={errors} />
      <CaptionFields
        values={values}
        errors={errors}
        captionHint="A sentence or two about the project, shown under the title in the lightbox."
        altHint="What the picture shows, for people who cannot see it and for search engines."
      />
      <CheckboxGroup
        name="categories"
        label="Categories"
        required
        columns={2}
        options={choicesOf(imageCategories)}
        defaultValue={values.categories}
        errors={errors.categories}
      />
      <FacetFields values={values} errors={errors} />
    </ItemPageFrame>
  );
}
