import { useState } from "react";
import { FieldErrors, FieldLabel, TextField } from "~/features/leads";
import type { VideoProvider } from "~/ui/video-embed";
import { hostedProviders, providerLabels } from "../video-id";
import { type ChooseMedia, MediaField } from "./MediaField";

const idHints: Record<(typeof hostedProviders)[number], string> = {
  youtube: "The id in the video's address (youtube.com/watch?v=…), or paste the whole address.",
  vimeo: "The number in the video's address (vimeo.com/…), or paste the whole address.",
  eko: "The id in the video's address (eko.com/v/…), or paste the whole address.",
  vzaar: "The number in the video's address (view.vzaar.com/…/player), or paste the whole address.",
};

type VideoSourceFieldsProps = {
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
export function VideoSourceFields({ provider: initial, videoId, currentFile, errors, chooseMedia, uploadFields }: VideoSourceFieldsProps) {
  const [provider, setProvider] = useState<VideoProvider>(isProvider(initial) ? initial : "youtube");
  return (
    <>
      <fieldset aria-describedby={`provider-hint${errors.provider?.length ? " provider-error" : ""}`}>
        <FieldLabel label="Plays from" required />
        <p id="provider-hint" className="mb-2 text-sm text-stone">
          YouTube, Vimeo, Eko and Vzaar play from their own servers, so visitors need the network (Eko and Vzaar ask for cookie consent
          first); a video file plays from this site.
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
          {[...hostedProviders, "raw_url" as const].map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="provider"
                value={value}
                checked={provider === value}
                onChange={() => setProvider(value)}
                className="size-4 accent-bronze"
              />
              {providerLabels[value]}
            </label>
          ))}
        </div>
        <FieldErrors name="provider" errors={errors.provider} />
      </fieldset>
      {provider === "raw_url" ? (
        <MediaField
          name="videoFileId"
          kind="video"
          label="Video file"
          hint="An MP4 video of the media library (up to 200 MB); what you upload here goes into the library too."
          current={currentFile}
          required
          errors={errors.videoFileId}
          chooseMedia={chooseMedia}
          uploadFields={uploadFields}
        />
      ) : (
        <TextField
          key={provider}
          name="videoId"
          label={`${providerLabels[provider]} video`}
          hint={idHints[provider]}
          required
          defaultValue={provider === initial ? videoId : ""}
          maxLength={500}
          errors={errors.videoId}
        />
      )}
    </>
  );
}
