import type { ReactNode } from "react";
import { SmartLink } from "./SmartLink";

export type ButtonTheme = "primary" | "secondary" | "light";

const themes: Record<ButtonTheme, string> = {
  primary: "bg-bronze text-white hover:bg-bronze-dark",
  secondary: "border border-ink text-ink hover:bg-ink hover:text-white",
  light: "border border-white text-white hover:bg-white hover:text-ink",
};

export const buttonClass = (theme: ButtonTheme) =>
  `inline-flex min-h-11 items-center justify-center px-6 py-3 text-sm font-semibold uppercase tracking-[0.12em] transition-colors ${themes[theme]}`;

export function ButtonLink({ href, theme = "primary", children }: { href: string; theme?: ButtonTheme; children: ReactNode }) {
  return (
    <SmartLink href={href} className={buttonClass(theme)}>
      {children}
    </SmartLink>
  );
}
