import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { contentSearchPath } from "~/features/search";
import { SearchIcon } from "~/ui/icons";

/**
 * The listing's search box (SPEC §4): the icon opens it (clearing the text), Enter goes to
 * /search/content/{type}/{term}, then it closes. Without JavaScript it is a plain GET form.
 */
export function DirectorySearch({ contentType, label }: { contentType: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center justify-end gap-2">
      <form
        role="search"
        aria-label={`Search ${label}`}
        action={contentSearchPath(contentType, "")}
        method="get"
        hidden={!open}
        onSubmit={(event) => {
          event.preventDefault();
          if (term.trim() === "") return;
          void navigate(contentSearchPath(contentType, term));
          setOpen(false);
        }}
        className="flex items-center border-b border-ink/60 focus-within:border-bronze"
      >
        <label htmlFor={id} className="sr-only">
          {`Search ${label}`}
        </label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={`Search ${label}`}
          enterKeyHint="search"
          autoComplete="off"
          className="w-56 bg-transparent py-2 text-base placeholder:text-stone focus:outline-none"
        />
      </form>
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? `Close the ${label} search` : `Search ${label}`}
        onClick={() => {
          setTerm("");
          setOpen(!open);
          if (!open) requestAnimationFrame(() => input.current?.focus());
        }}
        className="grid size-11 place-items-center text-ink hover:text-bronze"
      >
        <SearchIcon />
      </button>
    </div>
  );
}
