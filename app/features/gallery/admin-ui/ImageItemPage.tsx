import type { FormResult } from "~/admin/form-result";
import { SchemaField } from "~/admin/forms/SchemaField";
import { useRef } from "react";
import { href } from "react-router";
import { useMediaChooser } from "~/features/media-library/admin";
import { galleryListHref } from "../admin-list";
import { imageCategories } from "../categories";
import type { GalleryItemFields } from "../admin-routes.server";
import { type StaffImageItem, imageValues, newImageValues } from "../staff-item";
import { FacetFields } from "./ItemFields";
import { ItemPageFrame } from "./ItemPageFrame";
import { MediaField } from "./MediaField";
import { fieldOf, fillIfEmpty } from "./item-form";

type ImageItemPageProps = {
  item?: StaffImageItem;
  notice?: string | null;
  fields: GalleryItemFields["image"];
  result?: FormResult | undefined;
};

/** An image item of the gallery: a new one, or one to change or delete. */
export function ImageItemPage({ item, notice, fields, result }: ImageItemPageProps) {
  const { chooseMedia, dialog } = useMediaChooser();
  const form = useRef<HTMLFormElement>(null);
  const stored = item ? imageValues(item) : newImageValues;
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
        field={fields.imageId}
        kind="image"
        current={item?.source.cdn_paths.original}
        errors={errors[fields.imageId.name]}
        chooseMedia={chooseMedia}
        onChosen={(choice) => fillIfEmpty(form.current, fields.alt.name, choice.alt)}
        uploadFields={() => ({ title: fieldOf(form.current, fields.title.name), alt: fieldOf(form.current, fields.alt.name) })}
      />
      <SchemaField field={fields.title} result={result} stored={stored.title} />
      <SchemaField field={fields.description} result={result} stored={stored.description} />
      <SchemaField field={fields.alt} result={result} stored={stored.alt} />
      <SchemaField field={fields.categories} result={result} stored={stored.categories} columns={2} />
      <FacetFields fields={fields} result={result} stored={stored} />
    </ItemPageFrame>
  );
}
