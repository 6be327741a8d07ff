import { z } from "zod";
import type { NotificationBarData } from "~/ui/NotificationBar";
import { LINK_HINT } from "../shared/schema";

export const NOTIFICATION_BAR_SLUG = "notification_bar";

/** SPEC §5: defaults are a red background and white text. */
export const defaultNotificationColors = { background: "#c8102e", text: "#ffffff" } as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * SPEC §5: a colour lacking a leading # gets one; a missing colour takes the default. A value
 * that is still not a hex colour also takes the default, so content cannot smuggle CSS in.
 */
export function notificationColor(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return fallback;
  const hashed = trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(hashed) ? hashed : fallback;
}

// Editors store flags as booleans or as the strings "true" / "false".
const Flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((flag) => flag === "true")]);

const colourHint = (fallback: string) => `A colour code such as ${fallback}; empty, or not a colour code, gives ${fallback}.`;

/** SPEC §3 "notification bar": is_active, bg_color, text_color, notification_bar_text, and an optional link. */
export const NotificationBarValue = z.object({
  is_active: Flag.default(false).meta({ label: "Shown on the site" }),
  bg_color: z
    .string()
    .max(30)
    .optional()
    .meta({ label: "Background colour", hint: colourHint(defaultNotificationColors.background) }),
  text_color: z
    .string()
    .max(30)
    .optional()
    .meta({ label: "Text colour", hint: colourHint(defaultNotificationColors.text) }),
  notification_bar_text: z.string().trim().min(1).max(500).meta({ label: "Message" }),
  link: z
    .object({
      link_url: z.string().trim().min(1).max(2000).meta({ label: "Link to", hint: LINK_HINT }),
      link_text: z.string().trim().min(1).max(120).meta({ label: "Link text" }),
    })
    .optional()
    .meta({ label: "Link", hint: "Shown after the message." }),
});

/** A notification bar value parsed into the bar to show, or null when it is switched off. */
export const NotificationBarContent = NotificationBarValue.transform((bar): NotificationBarData | null => {
  if (!bar.is_active) return null;
  return {
    text: bar.notification_bar_text,
    bgColor: notificationColor(bar.bg_color, defaultNotificationColors.background),
    textColor: notificationColor(bar.text_color, defaultNotificationColors.text),
    ...(bar.link ? { link: { url: bar.link.link_url, text: bar.link.link_text } } : {}),
  };
});

/** The bar to show, or null when it is switched off. Throws when the value fails its schema. */
export function toNotificationBar(value: unknown): NotificationBarData | null {
  return NotificationBarContent.parse(value);
}
