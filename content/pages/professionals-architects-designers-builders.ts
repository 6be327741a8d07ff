import type { DemoEntity } from "../demo-entity";

export const professionalsArchitectsDesignersBuilders: DemoEntity = {
  type: "landing_page",
  path: "/professionals/architects-designers-builders",
  published: {
    title: "Architects, Designers and Builders",
    metadata: {
      metaTitle: "For Architects, Designers and Builders | LaCantina Doors",
      metaDescription:
        "CAD, BIM and guide specifications, sizing and performance data, and AIA continuing-education courses on large-opening glass door systems.",
    },
    elements: [
      {
        id: "adb-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Professionals",
          banner_title: "Specify openings without compromise",
          banner_subtitle: "Drawings, data and people to help you design, detail and build large glass openings.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/professionals/hero.jpg",
            alt_text: "A resort suite at golden hour with its folding glass wall opened to the terrace",
            width: 2560,
            height: 1200,
          },
          buttons: [
            { button_text: "Technical documents", button_url: "/support/technical-documents", button_theme: "primary" },
            { button_text: "Continuing education", button_url: "#continuing-education", button_theme: "secondary" },
          ],
        },
      },
      {
        id: "adb-audiences",
        render_name: "columned_media",
        value: {
          kicker: "Who we work with",
          header: "Support for every stage of a project",
          cards: [
            {
              kind: "flag_pane_header_card",
              title: "Architects",
              header: "From concept to construction documents",
              text: "Guide specifications, CAD details in plan and section, and BIM families for every system, organised by product, material and sill.",
              image: {
                image_url: "/media/professionals/campus.jpg",
                alt_text: "Glass swing doors set in the concrete facade of a school building",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "Find drawings", url: "/support/technical-documents" },
            },
            {
              kind: "flag_pane_header_card",
              title: "Designers",
              header: "Finishes that carry the scheme",
              text: "Five in-stock metal colours, about 26 optional colours, six wood species and three hardware finishes, matched across door types.",
              image: {
                image_url: "/media/professionals/restaurant.jpg",
                alt_text: "A restaurant dining room opened to the street through folding glass doors at dusk",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "See the gallery", url: "/image-gallery" },
            },
            {
              kind: "flag_pane_header_card",
              title: "Builders",
              header: "Openings that arrive ready to install",
              text: "Pre-assembled, factory-checked systems with installation instructions and a service team that answers the phone on site days.",
              image: {
                image_url: "/media/home/swing.jpg",
                alt_text: "A pair of glass swing doors opening from a courtyard garden",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "Installation", url: "/support/installation" },
            },
          ],
        },
      },
      {
        id: "adb-specs",
        render_name: "blade_two_column",
        value: {
          split_ratio: "70_30",
          focus_side: "left",
          left: {
            kicker: "Design data",
            header: "The numbers you design around",
            text: [
              "Folding systems run up to 20 panels, ten in each direction, for configurations up to 65 feet wide, with single lites up to 10 feet tall. Sliding systems take single lites up to 12 feet. Vinyl folding doors run up to six panels.",
              "Stile and rail profiles of 2 3/4 in, 2 15/16 in and 3 5/8 in, a panel thickness of 2 1/4 in, and swing-door bottom rails of 7 1/2 in or 10 in give you the sightlines to draw with. A DP 70 impact package is available where codes call for it.",
            ],
            image: {
              image_url: "/media/home/hero.jpg",
              alt_text: "A living room whose folding glass wall is fully open to an ocean terrace",
              width: 2560,
              height: 1440,
            },
          },
          right: {
            kicker: "Documents",
            header: "CAD, BIM and specifications",
            text: [
              "Search our technical library by product type, material, sill type, panel count and view, then download a single file or a whole set.",
            ],
            call_to_action: { text: "Open the library", url: "/support/technical-documents" },
          },
        },
      },
      { id: "adb-anchor", render_name: "anchor", value: { anchor_id: "continuing-education" } },
      {
        id: "adb-ceu",
        render_name: "blade_two_column_focus",
        value: {
          split_ratio: "60_40",
          focus_side: "right",
          image: {
            image_url: "/media/professionals/hero.jpg",
            alt_text: "A resort suite opened to its terrace through a folding glass wall",
            width: 2560,
            height: 1200,
          },
          kicker: "Continuing education",
          header: "AIA courses on designing with large openings",
          text: [
            "Our one-hour courses cover the design of folding, sliding and swing glass systems: structural limits, thermal performance and low-E glazing, water management at the sill, and accessible thresholds.",
            "Courses qualify for AIA learning units and can be presented in your office over lunch or online for distributed teams.",
          ],
          call_to_action: { text: "Book a course", url: "/contact-us" },
        },
      },
      {
        id: "adb-next",
        render_name: "columned_media",
        value: {
          header: "Start a project with us",
          cards: [
            {
              kind: "flag_pane_form_modal_card",
              header: "Request a quote",
              text: "Send us your openings and we will price the systems that fit them.",
              image: {
                image_url: "/media/home/folding.jpg",
                alt_text: "Folding glass panels stacked to one side of a bright kitchen",
                width: 1600,
                height: 2000,
              },
              button_text: "Request a quote",
              form_title: "Request a Quote",
              form_intro:
                "Tell us your role, project type, door types and timeframe in a few short steps. A specialist replies within two business days.",
              form_url: "/request-quote",
              form_link_text: "Open the quote form",
            },
            {
              kind: "flex_card",
              header: "Work with a dealer",
              image: {
                image_url: "/media/navigation/featured-professionals.jpg",
                alt_text: "A folding door opened onto a garden terrace",
                width: 1024,
                height: 768,
              },
              text: "Local dealers measure, order and install our systems, with showrooms where you can try them.",
              call_to_action: { text: "Dealer program", url: "/professionals/dealers" },
            },
          ],
        },
      },
    ],
  },
};
