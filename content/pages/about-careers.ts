import type { DemoEntity } from "../demo-entity";

export const aboutCareers: DemoEntity = {
  type: "landing_page",
  path: "/about/careers",
  published: {
    title: "Careers",
    metadata: {
      metaTitle: "Careers at LaCantina Doors",
      metaDescription:
        "Build glass door systems that open whole walls. Roles in engineering, manufacturing, installation support, sales and customer service in Southern California.",
    },
    elements: [
      {
        id: "careers-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Careers",
          banner_title: "Make the openings people remember",
          banner_subtitle: "Engineers, builders, finishers and service people, working on one product from drawing to doorstep.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/company/careers-hero.jpg",
            alt_text: "A campus workspace opened to a lawn through folding glass doors",
            width: 2560,
            height: 1200,
          },
          buttons: [],
        },
      },
      {
        id: "careers-intro",
        render_name: "blade_two_column_focus",
        value: {
          split_ratio: "60_40",
          focus_side: "left",
          image: {
            image_url: "/media/company/workshop.jpg",
            alt_text: "A bright workspace whose sliding glass doors look onto the city",
            width: 1600,
            height: 1100,
          },
          kicker: "Working here",
          header: "Every door is made for one opening",
          text: [
            "Nothing we build is generic. A folding wall for a beach house and a sliding system for a restaurant patio go through the same hands, but never the same drawing. That makes the work exacting and, for the people who like to see what they made, deeply satisfying.",
            "We hire for care and curiosity, then teach the rest: profiles, glazing, finishing, hardware and the thousand small decisions between them.",
          ],
        },
      },
      {
        id: "careers-teams",
        render_name: "blade_three_column",
        value: {
          kicker: "Teams",
          header: "Where you could fit",
          text_theme: "dark",
          image: {
            image_url: "/media/home/hero.jpg",
            alt_text: "A living room whose folding glass wall is fully open to an ocean terrace at golden hour",
            width: 2560,
            height: 1440,
          },
          columns: [
            {
              header: "Engineering and drafting",
              text: "Turn an architect's opening into panel layouts, shop drawings and the technical documents our customers rely on.",
            },
            {
              header: "Manufacturing",
              text: "Cut, machine, finish, glaze and assemble systems up to 65 feet wide, checking each one before it ships.",
            },
            {
              header: "Sales and service",
              text: "Guide homeowners, dealers and builders from the first quote to years after installation.",
            },
          ],
        },
      },
      {
        id: "careers-apply",
        render_name: "columned_media",
        value: {
          kicker: "Join us",
          header: "See the work, then say hello",
          cards: [
            {
              kind: "flag_pane_video_modal_card",
              header: "The walls we build",
              text: "A folding wall of ours at work in a restaurant: closed for the evening chill, open again for the terrace.",
              image: {
                image_url: "/media/home/craft.jpg",
                alt_text: "Slim sliding door frames in a bright living room",
                width: 1600,
                height: 1100,
              },
              video: { video_provider: "raw_url", video_url: "/media/gallery/videos/lacantina-commercial-openings.mp4" },
            },
            {
              kind: "flag_pane_form_modal_card",
              header: "Tell us about yourself",
              text: "We post open roles as they come up, and we read every introduction sent to our careers team.",
              image: {
                image_url: "/media/home/indoor-outdoor.jpg",
                alt_text: "A terrace pool seen through an opened folding glass wall",
                width: 1600,
                height: 1100,
              },
              button_text: "Get in touch",
              form_title: "Contact our careers team",
              form_intro:
                "Use our contact form and choose Careers as the subject. Tell us what you do and what you would like to build; we reply within two business days.",
              form_url: "/contact-us",
              form_link_text: "Open the contact form",
            },
          ],
        },
      },
    ],
  },
};
