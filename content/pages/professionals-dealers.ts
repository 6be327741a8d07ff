import type { DemoEntity } from "../demo-entity";

export const professionalsDealers: DemoEntity = {
  type: "landing_page",
  path: "/professionals/dealers",
  published: {
    title: "Dealers",
    metadata: {
      metaTitle: "Dealer Program | LaCantina Doors",
      metaDescription:
        "Sell and install folding, sliding and swing glass door systems with training, display programs, marketing support and a factory team behind every project.",
    },
    elements: [
      {
        id: "dealers-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Professionals",
          banner_title: "Grow with the openings people ask for",
          banner_subtitle: "Demand for large glass openings keeps growing. Our dealers meet it with systems built to order.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/professionals/dealers-hero.jpg",
            alt_text: "A city dining room opened to a balcony through sliding glass doors",
            width: 2560,
            height: 1200,
          },
          buttons: [{ button_text: "Become a dealer", button_url: "/become-dealer", button_theme: "primary" }],
        },
      },
      {
        id: "dealers-program",
        render_name: "image_text_button_blade",
        value: {
          image: {
            image_url: "/media/company/workshop.jpg",
            alt_text: "A bright workspace whose sliding glass doors look onto the city",
            width: 1600,
            height: 1100,
          },
          align_image: "left",
          kicker: "The dealer program",
          header: "Experienced window and door sales organizations, welcome",
          text: [
            "We are expanding our dealer base and looking for established window and door sales organizations with a showroom, an installation team or both.",
            "Dealers sell the whole line: folding, sliding and swing doors in aluminum, thermally controlled aluminum, aluminum wood, contemporary clad, wood and vinyl, plus pleated and non-pleated screens.",
          ],
          buttons: [
            { button_text: "Apply now", button_url: "/become-dealer", button_theme: "primary" },
            { button_text: "Talk to sales", button_url: "/contact-us", button_theme: "secondary" },
          ],
        },
      },
      {
        id: "dealers-benefits",
        render_name: "multi_column_image_copy",
        value: {
          kicker: "What dealers receive",
          header: "Support from the first display to the last punch list",
          column_count: 4,
          items: [
            {
              header: "Training",
              text: "Product, quoting and installation training for your sales and field teams.",
              image: {
                image_url: "/media/navigation/featured-professionals.jpg",
                alt_text: "A folding door opened onto a garden terrace",
                width: 1024,
                height: 768,
              },
            },
            {
              header: "Display programs",
              text: "Working showroom displays so customers can fold, slide and swing the panels themselves.",
              image: {
                image_url: "/media/navigation/featured-gallery.jpg",
                alt_text: "An ocean-view interior behind sliding doors at golden hour",
                width: 1024,
                height: 768,
              },
            },
            {
              header: "Marketing",
              text: "Photography, brochures and project stories to put in front of your clients.",
              image: {
                image_url: "/media/navigation/featured-about.jpg",
                alt_text: "An ocean-view living room at dusk behind sliding glass doors",
                width: 1024,
                height: 768,
              },
            },
            {
              header: "Technical backup",
              text: "Drawings, documents and a factory team for the questions that come up on site.",
              image: {
                image_url: "/media/navigation/featured-support.jpg",
                alt_text: "Glass swing doors opening onto a garden",
                width: 1024,
                height: 768,
              },
              call_to_action: { text: "Technical documents", url: "/support/technical-documents" },
            },
          ],
        },
      },
      {
        id: "dealers-apply",
        render_name: "columned_media",
        value: {
          header: "Ready to talk?",
          cards: [
            {
              kind: "flag_pane_card",
              header: "Apply to become a dealer",
              text: "Tell us about your company, showroom and installation services.",
              text_theme: "dark",
              image: {
                image_url: "/media/professionals/restaurant.jpg",
                alt_text: "A restaurant opened to the street through folding glass doors at dusk",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "Start the application", url: "/become-dealer" },
            },
            {
              kind: "flag_pane_form_modal_card",
              header: "Quote a project today",
              text: "Already working with us? Send a project for pricing.",
              image: {
                image_url: "/media/home/sliding.jpg",
                alt_text: "Tall sliding glass doors of a hillside home at dusk",
                width: 1600,
                height: 2000,
              },
              button_text: "Request a quote",
              form_title: "Request a Quote",
              form_intro:
                "Answer a few short questions about the project and the systems you have in mind; we reply within two business days.",
              form_url: "/request-quote",
              form_link_text: "Open the quote form",
            },
          ],
        },
      },
    ],
  },
};
