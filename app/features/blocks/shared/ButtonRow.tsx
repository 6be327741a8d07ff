import { ButtonLink, type ButtonTheme } from "~/ui/ButtonLink";

type Button = { button_text: string; button_url: string; button_theme: ButtonTheme };

const justify = { left: "justify-start", center: "justify-center", right: "justify-end" } as const;

/** A row of content buttons; on a dark background secondary buttons turn light so they stay visible. */
export function ButtonRow({
  buttons,
  align = "left",
  onDark = false,
  className = "",
}: {
  buttons: Button[];
  align?: keyof typeof justify;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${justify[align]} ${className}`}>
      {buttons.map((button) => (
        <ButtonLink
          key={button.button_url + button.button_text}
          href={button.button_url}
          theme={onDark && button.button_theme === "secondary" ? "light" : button.button_theme}
        >
          {button.button_text}
        </ButtonLink>
      ))}
    </div>
  );
}
