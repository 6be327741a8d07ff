import type { DemoEntity } from "../demo-entity";

export const supportWarranty: DemoEntity = {
  type: "landing_page",
  path: "/support/warranty",
  published: {
    title: "Warranty",
    metadata: {
      metaTitle: "Limited Warranty | LaCantina Doors Support",
      metaDescription:
        "Warranty coverage for LaCantina folding, sliding and swing doors, windows and screens: frames, glass, finish, hardware and screens, what is excluded and how to make a claim.",
    },
    elements: [
      {
        id: "warranty-hero",
        render_name: "blade_flex_hero",
        value: {
          kicker: "Support",
          banner_title: "A warranty written for decades of use",
          banner_subtitle:
            "Our doors are built to order and tested before they ship. The limited warranty puts that confidence in writing.",
          text_theme: "light",
          align_copy_horizontal: "right",
          align_copy_vertical: "middle",
          image_size: "short",
          image: {
            image_url: "/media/support/warranty.jpg",
            alt_text: "Bronze-framed sliding glass doors of a living room open to an ocean view at golden hour",
            width: 2560,
            height: 1280,
          },
          buttons: [{ button_text: "Request warranty service", button_url: "/request-service", button_theme: "primary" }],
        },
      },
      {
        id: "warranty-intro",
        render_name: "copy",
        value: {
          kicker: "Our commitment",
          header: "Built to last, backed in writing",
          copy_text:
            "<p>Every LaCantina system is warranted to the original owner against defects in materials and workmanship under normal residential use, for the periods below, counted from the date of shipment from our plant.</p>" +
            "<p>Commercial and multi-family projects are covered by the same terms with the periods stated in the project documents. The full written warranty that came with your order governs; this page is a summary to help you find your way.</p>",
        },
      },
      {
        id: "warranty-coverage",
        render_name: "copy_wrapping_items",
        value: {
          kicker: "Coverage at a glance",
          header: "What is covered, and for how long",
          desktop_wrap_count: 3,
          items: [
            {
              title: "Frames and panels: 10 years",
              text: "Aluminum, clad and vinyl frames, panels and tracks against defects that affect operation, structural integrity or weather performance.",
            },
            {
              title: "Insulated glass: 10 years",
              text: "Dual glazed tempered units against seal failure, seen as fogging or film between the panes that does not wipe away.",
            },
            {
              title: "Kynar finish: 10 years",
              text: "The two-coat, 70% fluoropolymer paint against peeling, blistering, chalking and fading beyond normal weathering.",
            },
            {
              title: "Rollers and carriers: 10 years",
              text: "Stainless steel rollers, carriers and pivots that carry the weight of folding and sliding panels.",
            },
            {
              title: "Hardware: 5 years",
              text: "Handles, locks, hinges and multipoint locking in Stainless Steel, Bronze and Black, against mechanical failure.",
            },
            {
              title: "Screens: 5 years",
              text: "Pleated and non-pleated retractable screens, including the housing, the guide tracks and the blind or mesh.",
            },
          ],
        },
      },
      {
        id: "warranty-details",
        render_name: "basic_html",
        value: {
          basic_html:
            "<h2>What the warranty does not cover</h2>" +
            "<ul>" +
            "<li>Damage from improper installation, or installation that does not follow our written instructions.</li>" +
            "<li>Damage from accidents, misuse, building movement, flooding, fire or other acts of nature.</li>" +
            "<li>Glass breakage after delivery, and scratches or chips not reported within 30 days of delivery.</li>" +
            "<li>Wood that was not sealed and finished within the time our care guide sets out after installation.</li>" +
            "<li>Corrosion caused by harsh cleaners, pool chemicals or a lack of routine rinsing in coastal locations.</li>" +
            "<li>Normal wear of weather seals and brush strips, and changes in the natural colour and grain of wood.</li>" +
            "<li>Products modified, repainted or repaired by anyone other than LaCantina or an authorised dealer.</li>" +
            "</ul>" +
            "<h2>How to make a claim</h2>" +
            "<ol>" +
            "<li>Find your order number. It is on the label inside the head jamb and on your dealer's invoice.</li>" +
            "<li>Take clear photos of the issue, plus one photo of the whole opening, and note when you first saw it.</li>" +
            '<li>Send a <a href="/request-service">service request</a> with the photos. Our team answers by the end of the next business day.</li>' +
            "<li>We diagnose the issue with you and, when it is covered, repair or replace the defective part at our option.</li>" +
            "</ol>" +
            "<p>Visits and repairs outside the warranty are welcome too; they carry a service fee, which we quote before any work begins.</p>",
        },
      },
      {
        id: "warranty-faq",
        render_name: "faq",
        value: {
          header: "Warranty questions",
          qa_combo: [
            {
              question: "Does the warranty transfer when I sell my home?",
              answer:
                "<p>Yes. The remaining warranty period passes to the next owner of the home at no charge. Ask the new owner to send us the order number and their contact details so our records stay current.</p>",
            },
            {
              question: "I live near the ocean. Is my finish still covered?",
              answer:
                "<p>It is, provided the frames are rinsed with fresh water regularly. Salt left on the finish attracts moisture; in coastal homes we recommend a rinse every month and a mild soap wash each season.</p>",
            },
            {
              question: "Who carries out warranty repairs?",
              answer:
                "<p>Our own service technicians in Southern California, and certified dealers or installers elsewhere. Either way, the replacement parts come from our plant, made to your door's original specification.</p>",
            },
            {
              question: "Is labour included?",
              answer:
                "<p>Labour to replace a covered part is included during the first two years after shipment. After that, we supply covered parts free of charge and the labour is quoted as a service visit.</p>",
            },
          ],
        },
      },
      {
        id: "warranty-document-group",
        render_name: "document_group",
        value: { title: "Warranty Documents", tags: ["General/Warranty", "Document Type/PDF"], subgroups: [] },
      },
      {
        id: "warranty-documents",
        render_name: "button",
        value: {
          button_text: "Warranty documents",
          button_url: "/support/technical-documents?General=Warranty",
          button_theme: "secondary",
          align_copy_horizontal: "center",
        },
      },
      { id: "warranty-space", render_name: "vertical_spacer", value: { vertical_spacer: "medium" } },
    ],
  },
};
