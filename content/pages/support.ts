import type { DemoEntity } from "../demo-entity";

export const support: DemoEntity = {
  type: "landing_page",
  path: "/support",
  published: {
    title: "Support",
    metadata: {
      metaTitle: "Support Center | LaCantina Doors",
      metaDescription:
        "Warranty coverage, care and maintenance answers, installation guidance, technical documents and service requests for LaCantina folding, sliding and swing door systems.",
    },
    elements: [
      {
        id: "support-hero",
        render_name: "blade_flex_hero",
        value: {
          kicker: "Support Center",
          banner_title: "Here for the life of your doors",
          banner_subtitle:
            "From the first rough opening to the hundredth summer evening with the wall open, our support team knows every system we build.",
          text_theme: "dark",
          align_copy_horizontal: "left",
          align_copy_vertical: "bottom",
          image: {
            image_url: "/media/support/hero.jpg",
            alt_text: "A bright living room with its black-framed folding glass wall stacked open to a garden",
            width: 2560,
            height: 1280,
          },
          buttons: [
            { button_text: "Request service", button_url: "/request-service", button_theme: "primary" },
            { button_text: "Technical documents", button_url: "/support/technical-documents", button_theme: "secondary" },
          ],
        },
      },
      {
        id: "support-paths",
        render_name: "blade_highlight_buttons",
        value: {
          headline: "What can we help you with today?",
          button_one: { button_text: "Warranty", button_url: "/support/warranty" },
          button_two: { button_text: "FAQs", button_url: "/support/faqs" },
          button_three: { button_text: "Installation", button_url: "/support/installation" },
          button_four: { button_text: "Technical documents", button_url: "/support/technical-documents" },
        },
      },
      {
        id: "support-resources",
        render_name: "copy_wrapping_items",
        value: {
          kicker: "Resources",
          header: "Everything you need, in one place",
          copy: "Most questions are answered in minutes with the right document. Start here, and if you still need us, a real person who knows your system is a call away.",
          desktop_wrap_count: 3,
          items: [
            {
              title: "Care and maintenance",
              text: "Simple routines keep panels gliding for decades: rinse the frames, vacuum the sill track and wipe the weather seals a few times a year.",
              call_to_action: { text: "Read the care FAQs", url: "/support/faqs" },
            },
            {
              title: "Installation guidance",
              text: "Rough-opening tolerances, sill options and the order of work for folding, sliding and swing systems, for installers and builders.",
              call_to_action: { text: "Plan an installation", url: "/support/installation" },
            },
            {
              title: "Warranty coverage",
              text: "What is covered, for how long, and how to make a claim. Keep your order number handy: it identifies every panel we built for you.",
              call_to_action: { text: "Review the warranty", url: "/support/warranty" },
            },
            {
              title: "Drawings and specifications",
              text: "Guide specifications, CAD (DWG) details, BIM (RFA) families and installation instructions for every system and material.",
              call_to_action: { text: "Search documents", url: "/support/technical-documents" },
            },
            {
              title: "Service requests",
              text: "An adjustment, a replacement part or a damaged panel: send photos and a short description and our service team takes it from there.",
              call_to_action: { text: "Request service", url: "/request-service" },
            },
            {
              title: "LA Rebuild Program",
              text: "Homeowners and builders rebuilding after the Los Angeles wildfires get a dedicated team and priority scheduling.",
              call_to_action: { text: "Learn about the program", url: "/support/la-rebuild-program" },
            },
          ],
        },
      },
      {
        id: "support-service",
        render_name: "flag_pane",
        value: {
          kicker: "Customer service",
          header: "Service from the people who built it",
          text: [
            "Every door leaves our Oceanside plant with an order number that records its size, configuration, finish, glass and hardware. When you call, we already know exactly what is installed in your opening.",
            "Our service team answers requests by the end of the next business day, arranges replacement parts from the original specification and, where needed, sends a trained technician or one of our certified dealers to your home.",
          ],
          image: {
            image_url: "/media/support/service.jpg",
            alt_text: "A pair of bronze glass swing doors opening from a house onto a garden in warm evening light",
            width: 1600,
            height: 1100,
          },
          align_image: "right",
          call_to_action: { text: "Start a service request", url: "/request-service" },
        },
      },
      {
        id: "support-quote",
        render_name: "blade_quote",
        value: {
          quote:
            "Eight years on, the folding wall still moves with one hand. When a roller needed replacing after a remodel, the part arrived in a week and matched the original exactly.",
          quoted: "Homeowner",
          quoted_detail: "Aluminum Wood folding door, Laguna Beach",
        },
      },
      {
        id: "support-cta",
        render_name: "cta_buttons",
        value: {
          header: "Still looking for an answer?",
          align_copy_horizontal: "center",
          buttons: [
            { button_text: "Send a question", button_url: "/contact-us", button_theme: "primary" },
            { button_text: "Call (888) 221-0142", button_url: "tel:+18882210142", button_theme: "secondary" },
          ],
        },
      },
    ],
  },
};
