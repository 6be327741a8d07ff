import { useState } from "react";
import type { FormFields } from "~/admin/forms/form-field";
import { FieldErrors, Label, TextField } from "~/ui/fields";
import type { VideoProvider } from "~/ui/video-embed";
import { type hostedProviders, providerLabels } from "../video-id";
import { type ChooseMedia, MediaField } from "./MediaField";

const idHints: Record<(typeof hostedProviders)[number], string> = {
  youtube: "The id in the video's address (youtube.com/watch?v=…), or paste the whole address.",
  vimeo: "The number in the video's address (vimeo.com/…), or paste the whole address.",
  eko: "The id in the video's address (eko.com/v/…), or paste the whole address.",
  vzaar: "The number in the video's address (view.vzaar.com/…/player), or paste the whole address.",
};

type VideoSourceFieldsProps = {
  /** The video form's fields of where it plays (admin-item-forms.server.ts). */
  fields: FormFields<"provider" | "videoId" | "videoFileId">;
  provider: string;
  videoId: string;
  /** The file a raw_url video plays now. */
  currentFile: string | undefined;
  errors: Partial<Record<string, string[]>>;
  chooseMedia: ChooseMedia;
  uploadFields: () => Record<string, string>;
};

const isProvider = (value: string): value is VideoProvider => Object.hasOwn(providerLabels, value);

/** Where the video plays: a provider and the video's id there, or a file of the media library. */
export function VideoSourceFields({
  fields,
  provider: initial,
  videoId,
  currentFile,
  errors,
  chooseMedia,
  uploadFields,
}: VideoSourceFieldsProps) {
  const [provider, setProvider] = useState<VideoProvider>(isProvider(initial) ? initial : "youtube");
  const choice = fields.provider;
  const choiceErrors = errors[choice.name];
  return (
    <>
      <fieldset aria-describedby={`${choice.name}-hint${choiceErrors?.length ? ` ${choice.name}-error` : ""}`}>
        <Label label={choice.label} required={choice.required} />
        <p id={`${choice.name}-hint`} className="mb-2 text-sm text-stone">
          {choice.hint}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
          {(choice.options ?? []).map(({ value, label }) =>
            isProvider(value) ? (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={choice.name}
                  value={value}
                  checked={provider === value}
                  onChange={() => setProvider(value)}
                  className="size-4 accent-bronze"
                />
                {label}
              </label>
            ) : null,
          )}
        </div>
        <FieldErrors name={choice.name} errors={choiceErrors} />
      </fieldset>
      {provider === "raw_url" ? (
        <MediaField
          field={fields.videoFileId}
          kind="video"
          current={currentFile}
          errors={errors[fields.videoFileId.name]}
          chooseMedia={chooseMedia}
          uploadFields={uploadFields}
        />
      ) : (
        // Labelled by its provider, whose id it asks for.
        <TextField
          key={provider}
          name={fields.videoId.name}
          label={`${providerLabels[provider]} video`}
          hint={idHints[provider]}
          required
          defaultValue={provider === initial ? videoId : ""}
          maxLength={fields.videoId.maxLength}
          errors={errors[fields.videoId.name]}
        />
      )}
    </>
  );
}
