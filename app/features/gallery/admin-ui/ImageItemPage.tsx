import { useRef } from "react";
import { Form, Link, href } from "react-router";
import { AdminDeleteForm, AdminPageHeader, FormMessage } from "~/features/accounts";
import { CheckboxGroup } from "~/features/forms";
import { useMediaChooser } from "~/features/media-library/admin";
import { galleryListHref } from "../admin-list";
import { imageCategories } from "../categories";
import { type GalleryFormResult, type ImageItemValues, type StaffImageItem, imageValues, newImageValues } from "../staff-item";
import { ItemOrigin } from "./ItemOrigin";
import { CaptionFields, FacetFields, TitleField, choicesOf } from "./ItemFields";
import { MediaField } from "./MediaField";
import { SaveButton, fieldOf, fillIfEmpty } from "./item-form";

type ImageItemPageProps = { item?: StaffImageItem; notice?: string | null; result?: GalleryFormResult<ImageItemValues> };

/** An image item of the gallery: a new one, or one to change or delete. */
export function ImageItemPage({ item, notice, result }: ImageItemPageProps) {
  const { chooseMedia, dialog } = useMediaChooser();
  const form = useRef<HTMLFormElement>(null);
  const values = result?.values ?? (item ? imageValues(item) : newImageValues);
  const errors = result?.errors ?? {};
  const list = galleryListHref({ medium: "images", category: "", q: "", origin: "" });
  return (
    <article aria-labelledby="item-heading" className="space-y-8">
      <AdminPageHeader id="item-heading" title={item ? item.source.title : "New image"} back={{ to: list, label: "All images" }}>
        {item ? null : "A project photograph for the image gallery: it shows in each category you tick, newest first."}
      </AdminPageHeader>
      {item ? (
        <ItemOrigin seeded={item.seeded} createdAt={item.source.created_at}>
          <Link
            to={href("/image-gallery/category/:category", { category: item.categories[0] ?? imageCategories[0] })}
            className="font-medium text-bronze-dark underline underline-offset-4"
          >
            See it in the gallery
          </Link>
        </ItemOrigin>
      ) : null}

      <div>
        <FormMessage tone="done" message={notice ?? undefined} />
        <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      </div>

      <Form ref={form} method="post" noValidate className="grid gap-6 border border-line bg-white p-6">
        {item ? <input type="hidden" name="fingerprint" value={item.fingerprint} /> : null}
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
        <SaveButton>{item ? "Save" : "Add to the gallery"}</SaveButton>
      </Form>

      {item ? (
        <AdminDeleteForm
          confirm={`Delete this picture from the gallery. ${item.seeded ? "It comes from the seed import, which puts it back when it runs again." : "It goes for good; its file stays in the media library."}`}
          button="Delete the item"
        />
      ) : null}
      {dialog}
    </article>
  );
}
