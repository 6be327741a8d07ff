import type { DemoEntity } from "../demo-entity";

export const supportInstallation: DemoEntity = {
  type: "landing_page",
  path: "/support/installation",
  published: {
    title: "Installation",
    metadata: {
      metaTitle: "Installation | LaCantina Doors Support",
      metaDescription:
        "How LaCantina folding, sliding and swing door systems are installed: rough openings, sills and thresholds, setting and adjusting panels, installation instructions and certified installers.",
    },
    elements: [
      {
        id: "installation-hero",
        render_name: "blade_flex_hero",
        value: {
          kicker: "Support",
          banner_title: "A great door starts with a great opening",
          banner_subtitle:
            "Large glass walls reward careful preparation. Here is how our systems go in, and where to find the instructions for yours.",
          text_theme: "dark",
          align_copy_horizontal: "left",
          align_copy_vertical: "middle",
          image: {
            image_url: "/media/support/installation.jpg",
            alt_text: "A white stucco hillside home with a white-framed folding glass wall fully open to the terrace",
            width: 2560,
            height: 1280,
          },
          buttons: [
            {
              button_text: "Installation instructions",
              button_url: "/support/technical-documents?General=Installation+Instructions",
              button_theme: "primary",
            },
          ],
        },
      },
      {
        id: "installation-intro",
        render_name: "copy",
        value: {
          kicker: "Before you begin",
          header: "Read the instructions for your exact system",
          copy_text:
            "<p>Every system ships with installation instructions written for its product line and material. Folding, sliding and swing doors share good practice, but their sill details, fastener patterns and adjustment sequences differ. Download the instructions for your system before the framing is finished: most installation problems are settled at the rough opening.</p>",
        },
      },
      {
        id: "installation-steps",
        render_name: "copy_wrapping_items",
        value: {
          kicker: "The sequence",
          header: "Six stages of a clean installation",
          desktop_wrap_count: 3,
          items: [
            {
              title: "1. Confirm the rough opening",
              text: "Check width and height at three points, and that the opening is plumb, level and square. The header must carry the load without deflecting onto the head track.",
            },
            {
              title: "2. Prepare the sill",
              text: "Lay a level, flat substrate and flash the sill pan before setting the frame. Plan drainage towards the exterior for raised and flush sills alike.",
            },
            {
              title: "3. Set and fasten the frame",
              text: "Set the frame on continuous sealant, shim at each fastener point and fasten to the structure using the pattern in your instructions.",
            },
            {
              title: "4. Hang the panels",
              text: "Hang folding pairs from the stack side outward, or set sliding panels onto their tracks from the interior, checking the reveal at every step.",
            },
            {
              title: "5. Adjust and test",
              text: "Adjust panel height and alignment until every panel glides without drag and each lock engages without force. Test the traffic door last.",
            },
            {
              title: "6. Seal, protect and hand over",
              text: "Complete the exterior sealing and interior trim, protect the sill during the rest of construction, and hand the care guide to the owner.",
            },
          ],
        },
      },
      {
        id: "installation-checklist",
        render_name: "code_snippet",
        value: {
          code_snippet:
            "<figure>" +
            "<table>" +
            "<caption>Pre-installation checklist</caption>" +
            '<thead><tr><th scope="col">Check</th><th scope="col">What good looks like</th></tr></thead>' +
            "<tbody>" +
            "<tr><td>Rough opening size</td><td>Matches the net frame size plus the clearances in your instructions</td></tr>" +
            "<tr><td>Level sill</td><td>Level end to end; no high spots under the track</td></tr>" +
            "<tr><td>Plumb jambs</td><td>Plumb in both directions over the full height</td></tr>" +
            "<tr><td>Header</td><td>Engineered for the span, with no load on the head track</td></tr>" +
            "<tr><td>Flashing</td><td>Sill pan and jamb flashing in place and lapped to shed water outward</td></tr>" +
            "<tr><td>Delivery</td><td>Crates inspected and any damage reported within 30 days</td></tr>" +
            "</tbody>" +
            "</table>" +
            "</figure>",
        },
      },
      {
        id: "installation-systems",
        render_name: "triptych",
        value: {
          header: "Documents by system",
          items: [
            {
              title: "Folding door documents",
              link_url: "/support/technical-documents?Product_Type=Folding",
              image: {
                image_url: "/media/home/folding.jpg",
                alt_text: "Folding glass panels stacked to one side of a bright kitchen opening onto a garden",
                width: 1600,
                height: 2000,
              },
            },
            {
              title: "Sliding door documents",
              link_url: "/support/technical-documents?Product_Type=Sliding",
              image: {
                image_url: "/media/home/sliding.jpg",
                alt_text: "Tall sliding glass doors of a hillside home lit from within at dusk",
                width: 1600,
                height: 2000,
              },
            },
            {
              title: "Swing door documents",
              link_url: "/support/technical-documents?Product_Type=Swinging",
              image: {
                image_url: "/media/home/swing.jpg",
                alt_text: "A pair of glass swing doors opening from a courtyard garden",
                width: 1600,
                height: 2000,
              },
            },
          ],
        },
      },
      {
        id: "installation-installers",
        render_name: "image_text_banner",
        value: {
          align_image: "right",
          image: {
            image_url: "/media/support/service.jpg",
            alt_text: "A pair of bronze glass swing doors opening from a house onto a garden in warm evening light",
            width: 1600,
            height: 1100,
          },
          kicker: "Certified installers",
          text: "Our dealers work with installers trained on our systems, who know the details that make a 20-panel wall glide like a single door.",
          call_to_action: { text: "Find a dealer", url: "/find-a-dealer" },
        },
      },
      {
        id: "installation-documents",
        render_name: "document_group",
        value: {
          title: "Installation Instructions",
          tags: ["General/Installation Instructions", "Document Type/PDF"],
          subgroups: [
            { title: "Folding Doors", tags: ["Product Type/Folding"] },
            { title: "Sliding Doors", tags: ["Product Type/Sliding"] },
            { title: "Swing Doors", tags: ["Product Type/Swinging"] },
            { title: "Screens", tags: ["Product Type/Screens"] },
            { title: "Windows", tags: ["Product Type/V2 Direct Set"] },
          ],
        },
      },
      {
        id: "installation-link-instructions",
        render_name: "quick_links_item",
        value: {
          title: "Installation instructions",
          text: "Step-by-step instructions for every product line and material.",
          call_to_action: { text: "Open", url: "/support/technical-documents?General=Installation+Instructions" },
        },
      },
      {
        id: "installation-link-cad",
        render_name: "quick_links_item",
        value: {
          title: "CAD and BIM files",
          text: "Plan and section details in DWG, and Revit families in RFA, for your construction set.",
          call_to_action: { text: "Browse", url: "/support/technical-documents?Document_Type=CAD+%28DWG%29" },
        },
      },
      {
        id: "installation-link-service",
        render_name: "quick_links_item",
        value: {
          title: "Help after installation",
          text: "Panels that drag, a lock that will not engage or a seal that needs replacing.",
          call_to_action: { text: "Request service", url: "/request-service" },
        },
      },
      { id: "installation-space", render_name: "vertical_spacer", value: { vertical_spacer: "large" } },
    ],
  },
};
