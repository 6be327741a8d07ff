import type { ReactNode } from "react";

/** A filter of an admin list, sent in the address (GET) under its `name`. */
export type ListFilter =
  /** The list's words search. */
  | { type: "search"; name: string; label: string }
  /** One of several values; `anyLabel` is the first choice, with an empty value ("Any status"). */
  | { type: "select"; name: string; label: string; anyLabel: string; options: readonly (readonly [value: string, label: string])[] }
  /** A day (UTC), as the browser's date picker gives it. */
  | { type: "date"; name: string; label: string };

/** A column of an admin list's table: its heading (empty for a column of buttons) and what a row shows in it. */
export type ListColumn<Row> = {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** The cell's look besides its padding; plain ink text when not given. */
  className?: string;
  /** The column that names the row, read out before each of its other cells. */
  rowHeader?: true;
};

/** An admin list's table: what it lists (for screen readers), its columns, each row's key, its least width. */
export type ListTableDescription<Row> = {
  caption: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The least width (a Tailwind class), past which it scrolls sideways on a phone. */
  minWidthClass: string;
};
