import type { DemoEntity } from "../demo-entity";

export const submitYourProject: DemoEntity = {
  type: "landing_page",
  path: "/submit-your-project",
  published: {
    title: "Submit Your Project",
    metadata: {
      metaTitle: "Submit Your Project | LaCantina Doors Gallery",
      metaDescription:
        "Share photographs of your folding, sliding or swing glass doors for a chance to be featured in our image gallery and featured projects.",
    },
    elements: [
      {
        id: "submit-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Gallery",
          banner_title: "Show us your opening",
          banner_subtitle: "Homeowners, architects, builders and dealers: your project could inspire the next one.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/company/submit-hero.jpg",
            alt_text: "A timber-clad house at golden hour with sliding glass doors opened to the pool",
            width: 2560,
            height: 1200,
          },
          buttons: [],
        },
      },
      {
        id: "submit-how",
        render_name: "blade_three_column",
        value: {
          kicker: "How it works",
          header: "Three steps to the gallery",
          text_theme: "light",
          image: {
            image_url: "/media/home/folding.jpg",
            alt_text: "Folding glass panels stacked to one side of a bright kitchen",
            width: 1600,
            height: 2000,
          },
          columns: [
            {
              header: "Photograph",
              text: "Shoot in daylight with the doors open and closed, inside and out. Landscape images of at least 3000 pixels wide work best.",
            },
            {
              header: "Describe",
              text: "Tell us the system, material and finish, where the project is and who designed and built it.",
            },
            {
              header: "Send",
              text: "Fill in the form below with a few photos. We reply with a link for uploading full-size files.",
              call_to_action: { text: "Go to the form", url: "#submit-your-project-form" },
            },
          ],
        },
      },
      {
        id: "submit-inspiration",
        render_name: "flag_pane_fixed_ratio",
        value: {
          kicker: "What we look for",
          header: "Real homes and places, lived in",
          text: [
            "We love seeing how people use their openings: a kitchen that spills onto a terrace, a restaurant that turns into a patio on the first warm evening, a classroom that opens onto the lawn.",
            "Selected projects appear in our image gallery under Residential, Development-Multi-Family, Restaurant-Retail, Resort-Hotel or Education-Office, credited to you and your team.",
          ],
          image: {
            image_url: "/media/professionals/restaurant.jpg",
            alt_text: "A restaurant dining room opened to the street through folding glass doors at dusk",
            width: 1600,
            height: 2000,
          },
          image_ratio: "4_5",
          align_image: "left",
          call_to_action: { text: "Browse the gallery", url: "/image-gallery" },
        },
      },
      { id: "submit-anchor", render_name: "anchor", value: { anchor_id: "submit-your-project-form" } },
      { id: "submit-form", render_name: "form_wrapper", value: { form: "lac_submit_project", title: "Ready to share your project?" } },
    ],
  },
};
