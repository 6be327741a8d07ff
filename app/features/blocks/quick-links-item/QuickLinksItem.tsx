import { ContentImage } from "~/ui/Image";
import { SmartLink } from "~/ui/SmartLink";
import type { BlockProps } from "../block-props";

export function QuickLinksItem({ value }: BlockProps<"quick_links_item">) {
  const body = (
    <>
      {value.image ? <ContentImage image={value.image} sizes="96px" className="size-20 shrink-0 object-cover sm:size-24" /> : null}
      <span className="flex-1">
        <span className="block text-xl font-normal tracking-tight group-hover:text-bronze-dark">{value.title}</span>
        {value.text ? <span className="mt-1 block leading-relaxed text-stone">{value.text}</span> : null}
      </span>
      {value.call_to_action ? (
        <span className="hidden shrink-0 text-sm font-semibold uppercase tracking-[0.12em] text-bronze-dark sm:block">
          {value.call_to_action.text} <span aria-hidden="true">→</span>
        </span>
      ) : null}
    </>
  );
  const row = "group flex items-center gap-6 border-b border-line py-6";
  return (
    <div className="mx-auto max-w-4xl px-6">
      {value.call_to_action ? (
        <SmartLink href={value.call_to_action.url} className={row}>
          {body}
        </SmartLink>
      ) : (
        <div className={row}>{body}</div>
      )}
    </div>
  );
}
