// The live preview's frame shows a page of this site, so the editor's page reaches into it to
// point at its blocks: the public page carries no code for it, only RenderBlocks' `data-block` marks.

const HOVERED = "2px dashed #8a6a3f";
const SELECTED = "3px solid #8a6a3f";
/** The preview's document keeps which block is selected, so hovering another does not clear it. */
const SELECTED_ATTRIBUTE = "data-editor-selected";

/** The boxes a block draws: its mark takes no box of its own (`display: contents`). */
function outline(mark: Element, value: string): void {
  for (const box of mark.children) {
    if (!("style" in box)) continue;
    const style = (box as HTMLElement).style;
    style.outline = value;
    style.outlineOffset = value ? "-3px" : "";
  }
}

const markOf = (target: EventTarget | null): Element | null =>
  target && "closest" in target ? (target as Element).closest("[data-block]") : null;

/**
 * Lets the editor point at the page's blocks: hovering one outlines it, clicking one picks it.
 * Nothing in a block acts on a click, no link leaves the page and no form is sent; the page's own
 * controls outside the blocks (its menus, the cookie banner) still answer.
 */
export function pointAtBlocks(doc: Document, onPick: (id: string) => void): void {
  let hovered: Element | null = null;
  const selected = () => doc.documentElement.getAttribute(SELECTED_ATTRIBUTE);
  doc.addEventListener("mouseover", (event) => {
    const mark = markOf(event.target);
    if (mark === hovered) return;
    if (hovered && hovered.getAttribute("data-block") !== selected()) outline(hovered, "");
    hovered = mark;
    if (mark && mark.getAttribute("data-block") !== selected()) outline(mark, HOVERED);
    if (mark) (doc.body as HTMLElement).style.cursor = "pointer";
  });
  doc.addEventListener(
    "click",
    (event) => {
      const id = markOf(event.target)?.getAttribute("data-block");
      if (id) {
        event.preventDefault();
        event.stopPropagation();
        onPick(id);
      } else if (event.target && "closest" in event.target && (event.target as Element).closest("a[href]")) {
        event.preventDefault();
      }
    },
    true,
  );
  doc.addEventListener("submit", (event) => event.preventDefault(), true);
}

/** Outlines the block the editor works on (none: `id` null), brought into view when asked. */
export function showSelected(doc: Document, id: string | null, scroll: boolean): void {
  for (const mark of doc.querySelectorAll(`[${SELECTED_ATTRIBUTE}-block]`)) {
    mark.removeAttribute(`${SELECTED_ATTRIBUTE}-block`);
    outline(mark, "");
  }
  if (id === null) {
    doc.documentElement.removeAttribute(SELECTED_ATTRIBUTE);
    return;
  }
  doc.documentElement.setAttribute(SELECTED_ATTRIBUTE, id);
  const mark = doc.querySelector(`[data-block="${CSS.escape(id)}"]`);
  if (!mark) return;
  mark.setAttribute(`${SELECTED_ATTRIBUTE}-block`, "");
  outline(mark, SELECTED);
  if (scroll) mark.firstElementChild?.scrollIntoView({ block: "nearest", behavior: "smooth" });
}

/**
 * Sends the draft form's values, as the editor has them, to the page's preview address, to load
 * in the frame named `target`: the preview route shows them without saving (decision 0050).
 */
export function postDraft(form: HTMLFormElement, action: string, target: string): void {
  const doc = form.ownerDocument;
  const sender = doc.createElement("form");
  sender.method = "post";
  sender.action = action;
  sender.target = target;
  sender.hidden = true;
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    sender.append(input);
  }
  doc.body.append(sender);
  sender.submit();
  sender.remove();
}
