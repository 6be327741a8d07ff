import type { DemoEntity } from "../demo-entity";

export const supportFaqs: DemoEntity = {
  type: "landing_page",
  path: "/support/faqs",
  published: {
    title: "FAQs",
    metadata: {
      metaTitle: "Frequently Asked Questions | LaCantina Doors Support",
      metaDescription:
        "Answers about operating, cleaning and maintaining LaCantina folding, sliding and swing doors, retractable screens, thresholds and sills, glass, finishes and warranty service.",
    },
    elements: [
      {
        id: "faqs-header",
        render_name: "article_header",
        value: {
          kicker: "Support",
          title: "Frequently asked questions",
          sub_title:
            "Straight answers about living with an opening glass wall: how it works, how to care for it, and what to do when something needs attention.",
        },
      },
      {
        id: "faqs-operation",
        render_name: "faq",
        value: {
          kicker: "Operation",
          header: "Opening and closing",
          qa_combo: [
            {
              question: "How do I open a folding door?",
              answer:
                "<p>Start with the traffic panel, the one with the lever handle, which opens like an ordinary door. Then unlock each pair of panels with its handle and push gently at the hinge line: the pair folds and glides along the track to the stack. Never pull a pair open by the end of a panel; guiding it at the fold keeps the load on the rollers.</p>",
            },
            {
              question: "How many panels can a folding system have?",
              answer:
                "<p>Up to 20 panels, with up to 10 stacking in each direction, across configurations of up to 65 feet wide. Vinyl folding doors go up to 6 panels. Single lites reach 10 feet tall on folding systems and 12 feet on sliding systems.</p>",
            },
            {
              question: "The door is harder to slide than it used to be. What should I check?",
              answer:
                '<p>Nine times out of ten it is debris in the sill track. Vacuum the track, wipe it with a damp cloth and try again. If the panels still drag, the house may have settled and the panels need a height adjustment, which takes a technician a few minutes with the right tool. <a href="/request-service">Request service</a> and mention when the change began.</p>',
            },
            {
              question: "Can I lock the doors in a partly open position?",
              answer:
                "<p>Folding panels should be either fully closed and locked or folded into the stack. A partly open pair can catch the wind. Use the traffic door for everyday access and open the whole wall when you want the room open.</p>",
            },
          ],
        },
      },
      {
        id: "faqs-care",
        render_name: "faq",
        value: {
          kicker: "Care and maintenance",
          header: "Keeping your doors like new",
          qa_combo: [
            {
              question: "How should I clean the frames and glass?",
              answer:
                "<p>Rinse the frames with fresh water, then wash with a soft cloth and a mild, non-abrasive soap. Clean the glass with an ammonia-free glass cleaner. Avoid solvents, scouring pads and pressure washers, which damage seals and finishes.</p>",
            },
            {
              question: "How often do the tracks and rollers need attention?",
              answer:
                "<p>Vacuum the sill track every month, or weekly during construction nearby. The rollers are stainless steel with sealed bearings and need no oil; lubricants attract dust. Once a year, a silicone spray on the lock points keeps the hardware smooth.</p>",
            },
            {
              question: "What care do wood interiors need?",
              answer:
                "<p>Wood must be sealed on all six sides within the time set out in the care guide, then inspected each year. Refresh the finish when the surface no longer beads water. In-stock woods are Vertical Grain Douglas Fir and Sapele Mahogany; Pine, Quarter Sawn White Oak, Black Walnut and Clear Alder are optional.</p>",
            },
            {
              question: "I live on the coast. Is there anything extra to do?",
              answer:
                "<p>Salt spray settles on every surface near the sea. Rinse frames, hardware and tracks with fresh water every month and wash them each season. Stainless Steel hardware is the most forgiving choice for oceanfront homes.</p>",
            },
          ],
        },
      },
      {
        id: "faqs-screens",
        render_name: "faq",
        value: {
          kicker: "Screens",
          header: "Retractable screens",
          qa_combo: [
            {
              question: "How large an opening can a screen cover?",
              answer:
                "<p>Pleated screens cover openings up to 32 feet wide by 10 feet 6 inches high, and a single French door screen up to 14 feet 6 inches wide. Non-pleated screens go up to 12 feet wide as a single and 24 feet as a double, at up to 10 feet high.</p>",
            },
            {
              question: "What colours and mesh options are available?",
              answer:
                "<p>Non-pleated screens come with blinds in Coal, Dark Gray, Light Gray, Sand or White, and with insect mesh. Frames are finished to match your door.</p>",
            },
            {
              question: "How do I care for the screen mesh?",
              answer:
                "<p>Brush the mesh lightly with a soft brush or vacuum it with a brush attachment, and keep the guide tracks free of leaves and dust. Retract the screen in high winds. Screens carry a 5-year warranty.</p>",
            },
          ],
        },
      },
      {
        id: "faqs-thresholds",
        render_name: "faq",
        value: {
          kicker: "Sills and weather",
          header: "Thresholds, sills and weather",
          qa_combo: [
            {
              question: "Which sill should I choose?",
              answer:
                "<p>A raised sill gives the best resistance to wind-driven rain and is the right choice for exposed elevations. A flush sill sits level with the floor for a seamless step from inside to out, and suits covered openings and accessible routes. Your dealer will help you weigh exposure, drainage and floor build-up.</p>",
            },
            {
              question: "Why is there water in the sill after rain?",
              answer:
                "<p>Sills are designed to collect water and drain it to the outside through weep holes. A little water in the track after a storm is normal. If it stands for hours or reaches the floor, clear the weep holes with a soft brush and check that nothing outside blocks the drainage path.</p>",
            },
            {
              question: "Are the doors suitable for hurricane regions?",
              answer:
                '<p>Yes. Our DP 70 impact package pairs reinforced panels with laminated glass for high-velocity hurricane zones. Ask for the Florida approvals in the <a href="/support/technical-documents">technical documents</a>.</p>',
            },
          ],
        },
      },
      {
        id: "faqs-glass",
        render_name: "faq",
        value: {
          kicker: "Glass and finishes",
          header: "Glass, colours and hardware",
          qa_combo: [
            {
              question: "What glass comes standard?",
              answer:
                "<p>Dual glazed tempered glass is standard on every system. Low-E coatings manage solar heat for sunny elevations, and laminated glass with an interlayer adds security and sound control.</p>",
            },
            {
              question: "Which colours are in stock?",
              answer:
                "<p>Five metal finishes are in stock: Clear Anodized, Bronze Anodized, White, Bronze and Shadow Black. About 26 optional colours are available, all in a two-coat, 70% fluoropolymer Kynar paint. Hardware comes in Stainless Steel, Bronze or Black.</p>",
            },
          ],
        },
      },
      {
        id: "faqs-cta",
        render_name: "cta_buttons",
        value: {
          header: "Didn't find your answer?",
          align_copy_horizontal: "center",
          buttons: [
            { button_text: "Request service", button_url: "/request-service", button_theme: "primary" },
            { button_text: "Send a question", button_url: "/contact-us", button_theme: "secondary" },
          ],
        },
      },
    ],
  },
};
