import type { ReactNode } from "react";
import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "../messages";

type FadeSlidesProps = {
  slides: ReactNode[];
  active: number;
  /** Screen readers hear slide changes only while the carousel is not advancing by itself. */
  announce: boolean;
  id?: string;
  className?: string;
};

/**
 * Slides stacked in one grid cell, so the tallest sets the height and nothing shifts; the active
 * one fades in. Hidden slides are inert: out of the tab order and of the accessibility tree.
 */
export function FadeSlides({ slides, active, announce, id, className = "" }: FadeSlidesProps) {
  const t = useMessages(uiMessages);
  if (slides.length === 1) {
    return (
      <div id={id} className={className}>
        {slides[0]}
      </div>
    );
  }
  return (
    <div id={id} aria-live={announce ? "polite" : "off"} className={`grid ${className}`}>
      {slides.map((slide, index) => (
        <div
          // Slides have no identity beyond their position in the content.
          key={index}
          role="group"
          aria-roledescription={t("slide")}
          aria-label={t("slideOf", { number: index + 1, count: slides.length })}
          aria-hidden={index !== active}
          inert={index !== active}
          className={`[grid-area:1/1] transition-opacity duration-700 ease-in-out ${index === active ? "opacity-100" : "pointer-events-none opacity-0"}`}
        >
          {slide}
        </div>
      ))}
    </div>
  );
}
