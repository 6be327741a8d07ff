import { useId } from "react";
import type { SystemKind } from "~/features/catalogue";
import { useLocale } from "~/i18n/LocaleProvider";
import { formatLength } from "~/i18n/units/units";
import type { LengthUnit } from "~/lib/length";
import type { Layout } from "../layout";

// A small elevation (the opening seen from inside) above a plan (seen from above), drawn from the
// layout's counts and widths: no image per layout. Not to scale beyond the opening's proportions.

const VIEW_WIDTH = 240;
const ELEVATION = { top: 6, width: 220, height: 96 };
const PLAN_DEPTH = 34;

type Panel = { x: number; width: number; role: "panel" | "sidelite"; moves: "left" | "right" | "none"; door: "left" | "right" | null };

/** The panels left to right (wall 1, then wall 2 of a corner), with where each moves. */
function panelsOf(layout: Layout, kind: SystemKind, scale: number, x0: number): Panel[] {
  const widths = layout.groups.flatMap((group) => Array.from({ length: group.count }, () => ({ width: group.width, role: group.role })));
  const sidelites = widths.filter((panel) => panel.role === "sidelite");
  const ordered = sidelites.length === 2 ? [sidelites[0]!, ...widths.filter((panel) => panel.role === "panel"), sidelites[1]!] : widths;
  let x = x0;
  let leaf = 0;
  return ordered.map((panel, index) => {
    const drawn: Panel = { x, width: panel.width * scale, role: panel.role, moves: "none", door: null };
    x += drawn.width;
    if (panel.role === "sidelite" || layout.arrangement === "fixed") return drawn;
    if (kind === "swing") {
      leaf += 1;
      return { ...drawn, door: leaf === 1 ? "left" : "right" };
    }
    if (layout.swingDoor && index === ordered.length - 1) return { ...drawn, door: "right" };
    return { ...drawn, moves: index < layout.left ? "left" : "right" };
  });
}

function ElevationPanel({ panel, top, height }: { panel: Panel; top: number; height: number }) {
  const { x, width } = panel;
  const middle = top + height / 2;
  const arrow = Math.min(width / 4, 6);
  return (
    <g>
      <rect x={x + 1} y={top + 1} width={Math.max(width - 2, 1)} height={height - 2} className="fill-sand stroke-ink" strokeWidth={1} />
      {panel.door ? (
        // An elevation's swing symbol: the lines meet at the hinge side.
        <polyline
          points={
            panel.door === "left"
              ? `${x + width - 2},${top + 2} ${x + 2},${middle} ${x + width - 2},${top + height - 2}`
              : `${x + 2},${top + 2} ${x + width - 2},${middle} ${x + 2},${top + height - 2}`
          }
          className="fill-none stroke-bronze"
          strokeDasharray="3 2"
          strokeWidth={1}
        />
      ) : null}
      {panel.moves !== "none" ? (
        <polyline
          points={
            panel.moves === "left"
              ? `${x + width / 2 + arrow / 2},${middle - arrow} ${x + width / 2 - arrow / 2},${middle} ${x + width / 2 + arrow / 2},${middle + arrow}`
              : `${x + width / 2 - arrow / 2},${middle - arrow} ${x + width / 2 + arrow / 2},${middle} ${x + width / 2 - arrow / 2},${middle + arrow}`
          }
          className="fill-none stroke-bronze"
          strokeWidth={1.5}
        />
      ) : null}
    </g>
  );
}

/** A panel seen from above: folding panels as a zigzag, sliders on their tracks, doors with their swing, fixed glass as a line. */
function PlanPanel({ panel, kind, index, y, tracks }: { panel: Panel; kind: SystemKind; index: number; y: number; tracks: number }) {
  const { x, width } = panel;
  if (panel.door) {
    const radius = Math.min(width, PLAN_DEPTH - 4);
    const hinge = panel.door === "left" ? x : x + width;
    const end = panel.door === "left" ? hinge + radius : hinge - radius;
    const sweep = panel.door === "left" ? 1 : 0;
    return (
      <g className="fill-none stroke-ink" strokeWidth={1}>
        <line x1={hinge} y1={y} x2={hinge} y2={y + radius} strokeWidth={2} />
        <path d={`M ${end} ${y} A ${radius} ${radius} 0 0 ${sweep} ${hinge} ${y + radius}`} strokeDasharray="2 2" />
      </g>
    );
  }
  if (kind === "sliding" && panel.moves !== "none") {
    const track = Math.min(index, tracks - 1);
    return <line x1={x} y1={y + track * 4} x2={x + width} y2={y + track * 4} className="stroke-ink" strokeWidth={2} />;
  }
  if (kind === "folding" || (kind === "window" && panel.moves !== "none")) {
    const rise = index % 2 === 0 ? 4 : -4;
    return <line x1={x} y1={y + (rise > 0 ? 0 : 4)} x2={x + width} y2={y + (rise > 0 ? 4 : 0)} className="stroke-ink" strokeWidth={2} />;
  }
  const dashed = kind === "screen" ? "3 2" : undefined;
  return (
    <line
      x1={x}
      y1={y}
      x2={x + width}
      y2={y}
      className="stroke-ink"
      strokeWidth={panel.role === "sidelite" ? 3 : 2}
      strokeDasharray={dashed}
    />
  );
}

type LayoutDrawingProps = { layout: Layout; kind: SystemKind; unit: LengthUnit };

/** The layout's elevation and plan, titled with its description and described in words for screen readers. */
export function LayoutDrawing({ layout, kind, unit }: LayoutDrawingProps) {
  const id = useId();
  const locale = useLocale();
  const span = layout.groups.reduce((sum, group) => sum + group.count * group.width, 0);
  const scale = Math.min(ELEVATION.width / span, ELEVATION.height / layout.panelHeight);
  const width = span * scale;
  const height = layout.panelHeight * scale;
  const x0 = (VIEW_WIDTH - width) / 2;
  const panels = panelsOf(layout, kind, scale, x0);
  const planY = ELEVATION.top + height + 14;
  const corner = layout.arrangement === "corner" ? panels[layout.left]?.x : undefined;
  const sizes = layout.groups
    .map((group) => `${group.count} ${group.role === "sidelite" ? "sidelites" : "panels"} ${formatLength(group.width, unit, locale)} wide`)
    .join(", ");
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${VIEW_WIDTH} ${planY + PLAN_DEPTH}`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{layout.description}</title>
      <desc id={`${id}-desc`}>
        {`Elevation above, plan below: ${sizes}, ${formatLength(layout.panelHeight, unit, locale)} high${layout.tracks ? `, on ${layout.tracks} tracks` : ""}.`}
      </desc>
      {panels.map((panel, index) => (
        <ElevationPanel key={index} panel={panel} top={ELEVATION.top} height={height} />
      ))}
      {corner !== undefined ? (
        <line
          x1={corner}
          y1={ELEVATION.top - 4}
          x2={corner}
          y2={ELEVATION.top + height + 4}
          className="stroke-bronze"
          strokeDasharray="4 2"
        />
      ) : null}
      <rect x={x0 - 4} y={planY - 3} width={4} height={10} className="fill-stone" />
      <rect x={x0 + width} y={planY - 3} width={4} height={10} className="fill-stone" />
      {panels.map((panel, index) => (
        <PlanPanel
          key={index}
          panel={panel}
          kind={kind}
          index={panel.moves === "right" ? panels.length - 1 - index : index}
          y={planY}
          tracks={layout.tracks ?? 1}
        />
      ))}
    </svg>
  );
}
