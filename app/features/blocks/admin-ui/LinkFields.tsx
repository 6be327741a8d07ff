import { useId, useState } from "react";
import { isInternalLink } from "~/lib/rich-text-links";
import { controlClass, smallButtonClass } from "./FieldFrame";

/** What the editor asks of a link: its address and, for another site's page, how it opens. */
export type LinkChoice = { address: string; newTab: boolean; nofollow: boolean };

type Props = {
  initial: LinkChoice;
  siteOrigins: readonly string[];
  /** Why the address cannot be a link, when it cannot. */
  problem: string | null;
  onApply: (choice: LinkChoice) => void;
};

/**
 * The link of the rich text editor: an address (empty removes the link) and, when it leads to
 * another site, whether it opens in a new tab and whether search engines are asked not to follow it.
 * A link to this site's own pages is a plain link, so it has neither. Not a form: it sits in the draft's.
 */
export function LinkFields({ initial, siteOrigins, problem, onApply }: Props) {
  const [choice, setChoice] = useState(initial);
  const problemId = useId();
  const address = choice.address.trim();
  const external = address !== "" && !isInternalLink(address, siteOrigins);
  const checkboxClass = "flex items-center gap-2 text-sm text-ink";
  return (
    <div className="mb-2 grid gap-2 border border-line p-2">
      <div className="flex flex-wrap gap-2">
        <input
          type="text"
          aria-label="Address of the link (empty removes it)"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={`${controlClass} min-w-0 flex-1 basis-48`}
          value={choice.address}
          onChange={(event) => setChoice({ ...choice, address: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onApply(choice);
            }
          }}
        />
        <button type="button" className={smallButtonClass} onClick={() => onApply(choice)}>
          Apply
        </button>
      </div>
      {problem ? (
        <p id={problemId} className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {external ? (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className={checkboxClass}>
            <input
              type="checkbox"
              className="size-4 accent-bronze"
              checked={choice.newTab}
              onChange={(event) => setChoice({ ...choice, newTab: event.target.checked })}
            />
            Open in a new tab
          </label>
          <label className={checkboxClass}>
            <input
              type="checkbox"
              className="size-4 accent-bronze"
              checked={choice.nofollow}
              onChange={(event) => setChoice({ ...choice, nofollow: event.target.checked })}
            />
            Ask search engines not to follow it (nofollow)
          </label>
        </div>
      ) : address !== "" ? (
        <p className="text-xs text-stone">A page of this site: it opens in the same tab.</p>
      ) : null}
    </div>
  );
}
