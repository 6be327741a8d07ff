import { featuredTiles } from "../components/featured-tiles";
import { notificationBar } from "../components/notification-bar";
import type { DemoEntity } from "../demo-entity";
import { home } from "../pages/home";
import { productsFoldingDoors } from "../pages/products-folding-doors";
import { same, translationOf } from "./translate";

// Canadian English: the same words but for spelling (colour, centre, metre), and millimetres first.

const caHome = translationOf(home, {
  title: "Home",
  metadata: {
    metaTitle: "LaCantina Doors | Folding, Sliding and Swing Glass Door Systems in Canada",
    metaDescription:
      "Open whole walls to the outdoors with folding, sliding and swing glass door systems, screens and windows, engineered and built in Southern California and delivered across Canada.",
  },
  blocks: {
    "home-hero": (value) => ({
      ...value,
      banner_subtitle: "Folding, sliding and swing glass door systems up to 19.8 metres (65 ft) wide, built to order.",
    }),
    "home-intro": (value) => ({
      ...value,
      copy_text:
        "<p>Our folding doors open up to 20 panels wide, ten stacking each way, across configurations of up to 19 800 mm (65 ft). Sliding systems carry single lites up to 3660 mm (12 ft) tall, and swing doors frame a single entry with the same slim profiles.</p>" +
        "<p>Every system is finished in a two-coat, 70% fluoropolymer Kynar paint or anodized metal in the colour of your choice, with wood interiors in Vertical Grain Douglas Fir or Sapele Mahogany.</p>",
    }),
    "home-systems": same,
    "home-projects": same,
    "home-flag-living": same,
    "home-flag-craft": same,
  },
});

const caFoldingDoors = translationOf(productsFoldingDoors, {
  title: "Folding Doors",
  metadata: {
    metaTitle: "Folding Glass Doors | Seven Systems | LaCantina Doors Canada",
    metaDescription:
      "Folding glass door systems up to 19.8 metres (65 ft) wide and 20 panels, in V2, aluminum, thermally controlled aluminum, aluminum wood, contemporary clad, wood and vinyl.",
  },
  blocks: {
    "folding-header": same,
    "folding-anchor-systems": same,
    "folding-systems": same,
    "folding-anchor-openings": same,
    "folding-openings": (value) => ({
      ...value,
      copy_text:
        "<p>A folding system can carry up to 20 panels, ten folding in each direction, across configurations of up to 19 800 mm (65 ft) wide. Single lites reach up to 3050 mm (10 ft) tall, so the glass stays as generous as the opening.</p>" +
        "<p>Panels stack to the left, to the right or to both sides, and a swing panel can be added for everyday coming and going without opening the whole wall. Where hurricanes are part of the forecast, our DP 70 impact package keeps the view without giving up protection.</p>",
    }),
    "folding-anchor-finishes": same,
    "folding-finishes": same,
    "folding-anchor-projects": same,
    "folding-projects": same,
  },
});

const caTiles = featuredTiles.map((tile) => {
  const slug = tile.slug ?? "";
  return translationOf(tile, {
    title: "Featured menu item",
    blocks: {
      [`${slug}-image`]: same,
      [`${slug}-description`]: (value) =>
        slug === "featured_products" ? "Up to twenty panels, ten stacking each way, across openings of up to 19.8 metres (65 ft)." : value,
      [`${slug}-link`]: same,
    },
  });
});

const caNotificationBar = translationOf(notificationBar, { title: "Notification bar", blocks: { "notification-bar": same } });

/** The demo content in Canadian English (decision 0055): translations of en-US entities, linked by path. */
export const enCA: DemoEntity[] = [caHome, caFoldingDoors, caNotificationBar, ...caTiles];
