import type { DemoEntity } from "../demo-entity";

export const supportLaRebuildProgram: DemoEntity = {
  type: "landing_page",
  path: "/support/la-rebuild-program",
  published: {
    title: "LA Rebuild Program",
    metadata: {
      metaTitle: "LA Rebuild Program | LaCantina Doors",
      metaDescription:
        "Rebuilding after the Los Angeles wildfires? Our LA Rebuild Program offers a dedicated team, priority production, drawings for your permit set and help choosing doors and windows for your new home.",
    },
    elements: [
      {
        id: "rebuild-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "LA Rebuild Program",
          banner_title: "Helping Los Angeles come home",
          banner_subtitle:
            "For families and builders rebuilding after the wildfires: one dedicated team, priority scheduling and the documents your permit set needs.",
          text_theme: "dark",
          align_copy_vertical: "bottom",
          image: {
            image_url: "/media/support/la-rebuild.jpg",
            alt_text: "A timber-clad hillside home at dusk with its sliding glass doors lit from within",
            width: 2560,
            height: 1440,
          },
          buttons: [
            { button_text: "Talk to the rebuild team", button_url: "/contact-us", button_theme: "primary" },
            { button_text: "Request a quote", button_url: "/request-quote", button_theme: "secondary" },
          ],
        },
      },
      {
        id: "rebuild-intro",
        render_name: "copy",
        value: {
          kicker: "Our neighbours",
          header: "We are a Southern California company",
          copy_text:
            "<p>The January 2025 fires took thousands of homes across Los Angeles County, many of them homes our doors had opened for years. Our designers, engineers and plant team live and work in the same region, and we want to help our neighbours rebuild well.</p>" +
            "<p>The LA Rebuild Program brings everything you need from us under one roof: one point of contact from the first drawing to the last adjustment, production slots reserved for rebuild projects, and guidance on openings that suit the way your family wants to live in the new house.</p>",
        },
      },
      {
        id: "rebuild-benefits",
        render_name: "copy_wrapping_items",
        value: {
          kicker: "What the program offers",
          header: "Built around the realities of a rebuild",
          desktop_wrap_count: 2,
          items: [
            {
              title: "A dedicated rebuild team",
              text: "One project coordinator follows your home from the first quote through delivery and installation, and speaks with your architect and builder directly.",
            },
            {
              title: "Priority production",
              text: "We reserve production capacity for rebuild projects, so your doors arrive when your framing is ready rather than months later.",
            },
            {
              title: "Documents for your permit set",
              text: "Guide specifications, CAD details and product data for every opening, prepared for plan check and shared with your design team.",
              call_to_action: { text: "Technical documents", url: "/support/technical-documents" },
            },
            {
              title: "Glazing for fire-prone sites",
              text: "Every system comes with dual glazed tempered glass as standard. Your coordinator will help your designer match glass and frame choices to the requirements that apply to your lot.",
            },
          ],
        },
      },
      {
        id: "rebuild-banner",
        render_name: "image_text_banner",
        value: {
          align_image: "left",
          image: {
            image_url: "/media/support/la-rebuild-team.jpg",
            alt_text: "A light-filled living room with a slatted ceiling and black-framed sliding doors open to the hills",
            width: 1600,
            height: 1200,
          },
          kicker: "Start with a conversation",
          text: "Tell us where you are in the process. Whether you have a lot, a sketch or a full set of drawings, we will help you plan the openings of your new home.",
          call_to_action: { text: "Contact the rebuild team", url: "/contact-us" },
        },
      },
      {
        id: "rebuild-blurb-planning",
        render_name: "article_blurb",
        value: {
          kicker: "Planning",
          header: "Design the openings early",
          text: [
            "Large openings shape the structure around them. Bringing door sizes and configurations into the first design conversations lets your engineer size headers correctly and avoids redesign at plan check.",
          ],
          image: {
            image_url: "/media/home/indoor-outdoor.jpg",
            alt_text: "A terrace pool seen through an opened folding glass wall in late afternoon light",
            width: 1600,
            height: 1100,
          },
          call_to_action: { text: "Explore folding doors", url: "/products/folding-doors" },
        },
      },
      {
        id: "rebuild-blurb-professionals",
        render_name: "article_blurb",
        value: {
          kicker: "For architects and builders",
          header: "Resources for your whole project team",
          text: [
            "Continuing education, specifications and detail libraries for architects, designers and builders working on rebuild projects across Los Angeles County.",
          ],
          image: {
            image_url: "/media/home/craft.jpg",
            alt_text: "Slim sliding door frames in a bright living room overlooking green hills",
            width: 1600,
            height: 1100,
          },
          call_to_action: { text: "Professional resources", url: "/professionals/architects-designers-builders" },
        },
      },
      {
        id: "rebuild-quote",
        render_name: "blade_quote",
        value: {
          quote:
            "Losing the house was the hardest thing our family has been through. Having one person at LaCantina who knew our project, and who talked to our architect for us, made one part of the rebuild simple.",
          quoted: "Rebuild Program homeowner",
          quoted_detail: "Altadena",
        },
      },
      {
        id: "rebuild-cta",
        render_name: "cta_buttons",
        value: {
          header: "Ready when you are",
          align_copy_horizontal: "center",
          buttons: [
            { button_text: "Request a quote", button_url: "/request-quote", button_theme: "primary" },
            { button_text: "Call (888) 221-0141", button_url: "tel:+18882210141", button_theme: "secondary" },
          ],
        },
      },
    ],
  },
};
