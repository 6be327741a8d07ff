import type { DemoEntity } from "../demo-entity";

export const aboutContact: DemoEntity = {
  type: "landing_page",
  path: "/about/contact",
  published: {
    title: "Contact",
    metadata: {
      metaTitle: "Contact Us | LaCantina Doors",
      metaDescription:
        "Reach LaCantina Doors sales, customer service and our Oceanside, California headquarters by phone or online, or find the right form for a quote, a service request or a dealer application.",
    },
    elements: [
      {
        id: "contact-hero",
        render_name: "blade_flex_hero",
        value: {
          kicker: "About",
          banner_title: "Let's talk about your opening",
          banner_subtitle: "Sales, service or a question about a project: the right person is a call or a message away.",
          text_theme: "light",
          align_copy_horizontal: "left",
          align_copy_vertical: "middle",
          image_size: "short",
          image: {
            image_url: "/media/about/contact.jpg",
            alt_text: "A concrete coastal house at golden hour with its folding glass wall open to the sea",
            width: 2560,
            height: 1280,
          },
          buttons: [
            { button_text: "Call (888) 221-0141", button_url: "tel:+18882210141", button_theme: "primary" },
            { button_text: "Send a message", button_url: "/contact-us", button_theme: "secondary" },
          ],
        },
      },
      {
        id: "contact-points",
        render_name: "copy_wrapping_items",
        value: {
          header: "Ways to reach us",
          desktop_wrap_count: 4,
          items: [
            {
              title: "Sales",
              text: "Product advice, quotes and your nearest dealer. Monday to Friday, 7 am to 4:30 pm Pacific.",
              call_to_action: { text: "(888) 221-0141", url: "tel:+18882210141" },
            },
            {
              title: "Customer service",
              text: "Service requests, replacement parts and warranty questions for installed systems.",
              call_to_action: { text: "(888) 221-0142", url: "tel:+18882210142" },
            },
            {
              title: "Headquarters and plant",
              text: "1875 Ord Way, Oceanside, CA 92056. Showroom visits are by appointment, so we can have the right systems open for you.",
            },
            {
              title: "Dealers",
              text: "Established window and door sales organisations interested in carrying our systems.",
              call_to_action: { text: "Become a dealer", url: "/become-dealer" },
            },
          ],
        },
      },
      {
        id: "contact-selector",
        render_name: "form_selector",
        value: {
          title: "Send us a question or comment",
          sub_title: "Choose the topic closest to your question, then continue to our contact form. We answer within two business days.",
          form_url: "/contact-us",
          form_type_id: {
            label: "Topic",
            options: [
              { label: "Sales", value: "sales" },
              { label: "Product information", value: "product_info" },
              { label: "Technical information", value: "technical_info" },
              { label: "Shipping and delivery", value: "shipping_delivery" },
              { label: "Account and billing", value: "account_billing" },
              { label: "Marketing", value: "marketing" },
              { label: "Careers", value: "careers" },
            ],
          },
          submit_cta: "Continue",
        },
      },
      { id: "contact-form", render_name: "form_wrapper", value: { form: "lac_contact_us", title: "Or write to us right here" } },
      {
        id: "contact-notice",
        render_name: "notification_bar",
        value: {
          is_active: true,
          bg_color: "1d1d1b",
          text_color: "ffffff",
          notification_bar_text: "Rebuilding after the Los Angeles wildfires? Our rebuild team has its own direct line.",
          link: { link_url: "/support/la-rebuild-program", link_text: "About the LA Rebuild Program" },
        },
      },
      { id: "contact-space", render_name: "vertical_spacer", value: { vertical_spacer: "small" } },
      {
        id: "contact-link-quote",
        render_name: "quick_links_item",
        value: {
          title: "Request a quote",
          text: "Tell us about your project and a dealer will prepare a quote within two business days.",
          call_to_action: { text: "Start", url: "/request-quote" },
        },
      },
      {
        id: "contact-link-service",
        render_name: "quick_links_item",
        value: {
          title: "Request service",
          text: "For installed doors that need an adjustment, a part or a repair.",
          call_to_action: { text: "Start", url: "/request-service" },
        },
      },
      {
        id: "contact-link-careers",
        render_name: "quick_links_item",
        value: {
          title: "Careers",
          text: "Join the designers, engineers and craftspeople who build our doors in Oceanside.",
          call_to_action: { text: "View openings", url: "/about/careers" },
        },
      },
      {
        id: "contact-about",
        render_name: "button",
        value: { button_text: "More about us", button_url: "/about", button_theme: "secondary", align_copy_horizontal: "center" },
      },
      { id: "contact-space-end", render_name: "vertical_spacer", value: { vertical_spacer: "medium" } },
    ],
  },
};
