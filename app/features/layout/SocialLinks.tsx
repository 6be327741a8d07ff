import { useMessages } from "~/i18n/LocaleProvider";
import type { SiteConfig } from "~/lib/site-config";
import { uiMessages } from "~/ui/messages";
import { SmartLink } from "~/ui/SmartLink";
import { hasSocialIcon, SocialIcon } from "./social-icons";

/** The company's social profiles: a known network by its icon, any other by its name. */
export function SocialLinks({ social }: { social: SiteConfig["social"] }) {
  const t = useMessages(uiMessages);
  return (
    <ul className="flex flex-wrap items-center gap-2">
      {social.map((account, index) => (
        <li key={index}>
          <SmartLink
            href={account.url}
            aria-label={hasSocialIcon(account.name) ? `${account.name} ${t("opensInNewTab")}` : undefined}
            className="grid min-h-11 min-w-11 place-items-center rounded-full border border-white/15 px-3 text-white/75 transition-colors hover:border-white/50 hover:text-white"
          >
            {hasSocialIcon(account.name) ? (
              <SocialIcon name={account.name} className="size-[18px]" />
            ) : (
              <>
                {account.name}
                <span className="sr-only"> {t("opensInNewTab")}</span>
              </>
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
