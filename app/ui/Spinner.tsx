import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";

/** SPEC §8: the loading spinner is an image whose alt text is LOADING... */
export function Spinner({ size = 48 }: { size?: number }) {
  const t = useMessages(uiMessages);
  return <img src="/spinner.svg" alt={t("loading")} width={size} height={size} />;
}
