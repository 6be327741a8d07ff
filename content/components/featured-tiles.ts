import type { DemoEntity } from "../demo-entity";

type Tile = { slug: string; image: string; alt: string; description: string; linkUrl: string; linkText: string };

function featuredTile({ slug, image, alt, description, linkUrl, linkText }: Tile): DemoEntity {
  return {
    type: "component",
    slug,
    path: `/components/${slug}`,
    published: {
      title: "Featured menu item",
      metadata: {},
      elements: [
        {
          id: `${slug}-image`,
          render_name: "featured_image",
          value: { image_url: `/media/navigation/${image}`, alt_text: alt, width: 1024, height: 768 },
        },
        { id: `${slug}-description`, render_name: "featured_description", value: description },
        { id: `${slug}-link`, render_name: "featured_link", value: { link_url: linkUrl, link_text: linkText } },
      ],
    },
  };
}

/** The featured tiles of the navigation menus, one per menu (app/features/layout/navigation.ts). */
export const featuredTiles: DemoEntity[] = [
  {
    slug: "featured_products",
    image: "featured-folding.jpg",
    alt: "A folding glass wall stacked open beside a terrace pool",
    description: "Up to twenty panels, ten stacking each way, across openings of up to 65 feet.",
    linkUrl: "/products/folding-doors",
    linkText: "Explore folding doors",
  },
  {
    slug: "featured_gallery",
    image: "featured-gallery.jpg",
    alt: "A living room opened onto the ocean through a wall of sliding glass at golden hour",
    description: "Homes, restaurants and resorts that open whole walls to the view.",
    linkUrl: "/image-gallery/category/Residential",
    linkText: "Browse the gallery",
  },
  {
    slug: "featured_learn",
    image: "featured-learn.jpg",
    alt: "A hillside house at dusk, its sliding glass doors lit from within",
    description: "How architects and homeowners have used open walls, project by project.",
    linkUrl: "/learn/featured-projects",
    linkText: "See featured projects",
  },
  {
    slug: "featured_professionals",
    image: "featured-professionals.jpg",
    alt: "A wide folding glass wall of a modern home opened onto a garden",
    description: "Guide specifications, CAD drawings and BIM files for every system, ready for your set.",
    linkUrl: "/support/technical-documents",
    linkText: "Find technical documents",
  },
  {
    slug: "featured_support",
    image: "featured-support.jpg",
    alt: "A pair of glass swing doors opening onto a garden",
    description: "Installation guides, care instructions and warranty coverage in one place.",
    linkUrl: "/support/installation",
    linkText: "Installation guides",
  },
  {
    slug: "featured_about",
    image: "featured-about.jpg",
    alt: "Sliding glass doors open from a living room to an ocean view at dusk",
    description: "Every system is engineered and built to order in Southern California.",
    linkUrl: "/about/why-lacantina",
    linkText: "Why choose us",
  },
].map(featuredTile);
