import { useState } from "react";
import { useNavigate, href } from "react-router";
import { SearchIcon } from "~/ui/icons";
import { searchPagePath } from "~/features/search";
import { useMessages } from "~/i18n/LocaleProvider";
import { layoutMessages } from "./messages";

type SearchFormProps = {
  id: string;
  /** Focus the box when it is shown: in a popover, the platform does so as the popover opens. */
  autoFocus?: boolean;
  onSubmitted?: () => void;
  large?: boolean;
};

/**
 * A real GET form to /search, so it works before the JavaScript arrives; once it has, Enter or
 * the icon goes to /search/{term} and the box is cleared (SPEC §4).
 */
export function SearchForm({ id, autoFocus = false, onSubmitted, large = false }: SearchFormProps) {
  const [term, setTerm] = useState("");
  const navigate = useNavigate();
  const t = useMessages(layoutMessages);
  return (
    <form
      role="search"
      aria-label={t("siteSearch")}
      action={href("/search")}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchPagePath(term));
        setTerm("");
        onSubmitted?.();
      }}
      className="flex items-center gap-2 border-b border-ink/60 transition-colors focus-within:border-bronze"
    >
      <label htmlFor={id} className="sr-only">
        {t("search")}
      </label>
      <input
        id={id}
        autoFocus={autoFocus}
        name="q"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        className={`min-w-0 flex-1 bg-transparent text-ink placeholder:text-stone focus:outline-none ${large ? "py-3 text-2xl font-light tracking-tight" : "py-2.5 text-base"}`}
      />
      <button
        type="submit"
        aria-label={t("submitSearch")}
        className="-mr-2 grid size-11 shrink-0 place-items-center text-ink transition-colors hover:text-bronze"
      >
        <SearchIcon className={large ? "size-6" : "size-5"} />
      </button>
    </form>
  );
}
