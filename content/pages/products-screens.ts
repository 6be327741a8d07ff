import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const productsScreens: DemoEntity = {
  type: "product_category_page",
  path: "/products/screens",
  published: {
    title: "Screens",
    metadata: {
      metaTitle: "Retractable Screens for Large Openings | LaCantina Doors",
      metaDescription:
        "Pleated screens for openings up to 32 feet wide and non-pleated screens up to 24 feet wide, designed for folding, sliding and swing glass doors, with a 5-year warranty.",
    },
    elements: [
      {
        id: "screens-header",
        render_name: "section_header",
        value: {
          kicker: "Screens",
          title: "Keep the breeze, leave the insects outside",
          sub_title:
            "Retractable screens made for the wide openings of our door systems: out of sight when you do not need them, across the whole opening when you do.",
          call_to_action: { text: "Request a quote", url: "/request-quote" },
          image: productPhoto("screens/pleated", "A pleated screen drawn across an open folding door at golden hour"),
          text_theme: "dark",
          section_nav: [
            { label: "Pleated", anchor_id: "pleated" },
            { label: "Non-Pleated", anchor_id: "non-pleated" },
          ],
        },
      },
      { id: "screens-anchor-pleated", render_name: "anchor", value: { anchor_id: "pleated" } },
      {
        id: "screens-pleated",
        render_name: "flag_pane",
        value: {
          kicker: "Pleated",
          header: "Pleated screens for the widest openings",
          text: [
            "A pleated mesh folds into a slim housing and glides across openings up to 32 feet wide by 10 feet 6 inches high. For French doors, a single screen covers up to 14 feet 6 inches wide by 10 feet 6 inches high.",
            "Pleated screens are covered by a 5-year warranty.",
          ],
          image: productPhoto("screens/pleated", "A pleated screen partly drawn across a folding door opening"),
          align_image: "left",
          call_to_action: { text: "Explore Pleated screens", url: "/products/screens/pleated" },
        },
      },
      { id: "screens-anchor-non-pleated", render_name: "anchor", value: { anchor_id: "non-pleated" } },
      {
        id: "screens-non-pleated",
        render_name: "flag_pane",
        value: {
          kicker: "Non-Pleated",
          header: "Non-pleated screens that roll out of sight",
          text: [
            "A single non-pleated screen spans up to 12 feet wide and a double up to 24 feet wide, both up to 10 feet high, with Insect Mesh as the mesh option.",
            "Blinds come in Coal, Dark Gray, Light Gray, Sand and White, and non-pleated screens are covered by a 5-year warranty.",
          ],
          image: productPhoto("screens/non-pleated", "A non-pleated screen across a sliding door beside a pool"),
          align_image: "right",
          call_to_action: { text: "Explore Non-Pleated screens", url: "/products/screens/non-pleated" },
        },
      },
    ],
  },
};
