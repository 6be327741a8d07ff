/** The label a search heading is prefixed with in content mode, by content type (SPEC §2 "Search"). */
const labels: Record<string, string> = {
  blog: "Blog",
  news: "News",
  featured_project: "Featured Projects",
  product: "Products",
  landing_page: "Pages",
  product_category_page: "Product Categories",
};

/** A known type's label; an unknown one reads as its words ("video_page" -> "Video Page"). */
export function searchTypeLabel(type: string): string {
  return (
    labels[type] ??
    type
      .split("_")
      .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
      .join(" ")
  );
}
