import type { DemoEntity } from "../demo-entity";

const sections = [
  "<h2>1. Acceptance of these terms</h2>" +
    '<p>These Terms of Use govern your use of this website, operated by LaCantina Doors, Inc. ("LaCantina", "we", "us"). By using the site you agree to these terms. If you do not agree, please do not use the site.</p>',

  "<h2>2. Use of the site</h2>" +
    "<p>You may browse the site, view and download its content, and use its forms for your own personal or professional purposes related to our products. You agree not to:</p>" +
    "<ul>" +
    "<li>use the site in any way that breaks the law or infringes the rights of others;</li>" +
    "<li>attempt to gain unauthorised access to the site, its servers or any system connected to it;</li>" +
    "<li>interfere with the site's operation, including by sending automated requests at a volume that burdens it;</li>" +
    "<li>submit false information through our forms, or submit information about another person without their permission.</li>" +
    "</ul>",

  "<h2>3. Intellectual property</h2>" +
    "<p>The text, photographs, videos, drawings, specifications, logos and other material on this site belong to LaCantina or its licensors and are protected by copyright, trademark and other laws. LaCantina and LaCantina Doors are trademarks of LaCantina Doors, Inc.</p>" +
    "<p>Architects, designers, builders and dealers may download our technical documents, CAD and BIM files and use them in project documents that specify our products. Any other reproduction, modification or distribution requires our prior written permission.</p>",

  "<h2>4. Product information</h2>" +
    "<p>We work hard to keep product descriptions, sizes, finishes, performance data and images accurate. Photographs and renderings show representative installations; colours on screen vary, and wood is a natural material whose grain and tone differ from panel to panel. We may change our products and their specifications at any time without notice.</p>" +
    "<p>Maximum sizes and performance ratings depend on configuration, glass and site conditions. Confirm the details of your project with your dealer and the current technical documents before you order or build.</p>",

  "<h2>5. Quotes, orders and warranty</h2>" +
    '<p>Nothing on this site is an offer to sell. A request for a quote is not an order; prices, lead times and terms are confirmed in writing by LaCantina or an authorised dealer. Our products are covered by the written limited warranty supplied with each order, which the summary on our <a href="/support/warranty">warranty page</a> does not replace.</p>',

  "<h2>6. Information you send us</h2>" +
    "<p>When you send a form, a project photo or a video link, you confirm that you have the right to share it. You grant us a non-exclusive, royalty-free licence to use project photos and descriptions you submit for our marketing, with credit where you ask for it. We use personal information as described in our privacy policy, which forms part of these terms.</p>",

  "<h2>7. Links to other sites</h2>" +
    "<p>The site links to websites and services run by others, such as video platforms and social networks. We do not control them and are not responsible for their content or their privacy practices.</p>",

  "<h2>8. Disclaimer</h2>" +
    '<p>The site and its content are provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, about the site, including fitness for a particular purpose and uninterrupted or error-free operation. This disclaimer does not affect the written warranty that covers our products.</p>',

  "<h2>9. Limitation of liability</h2>" +
    "<p>To the fullest extent the law allows, LaCantina is not liable for any indirect, incidental, special or consequential damages arising from your use of the site or your reliance on its content. Our total liability for any claim relating to the site is limited to one hundred US dollars.</p>",

  "<h2>10. Indemnity</h2>" +
    "<p>You agree to hold LaCantina harmless from claims by third parties arising from your breach of these terms or your misuse of the site.</p>",

  "<h2>11. Governing law</h2>" +
    "<p>These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute relating to the site will be heard in the state or federal courts located in San Diego County, California.</p>",

  "<h2>12. Changes to these terms</h2>" +
    "<p>We may update these terms from time to time. The date at the top of this page shows when they last changed; continuing to use the site after a change means you accept the new terms.</p>",

  "<h2>13. Contact</h2>" +
    '<p>Questions about these terms may be sent to LaCantina Doors, Inc., 1875 Ord Way, Oceanside, CA 92056, or through our <a href="/contact-us">contact form</a>.</p>',
];

export const termsOfUse: DemoEntity = {
  type: "landing_page",
  path: "/terms-of-use",
  published: {
    title: "Terms of Use",
    metadata: {
      metaTitle: "Terms of Use | LaCantina Doors",
      metaDescription:
        "The terms that govern the use of the LaCantina Doors website: permitted use, intellectual property, product information, quotes, submissions, disclaimers and governing law.",
    },
    elements: [
      {
        id: "terms-header",
        render_name: "article_header",
        value: {
          kicker: "Legal",
          title: "Terms of Use",
          sub_title: "Last updated March 1, 2025. Please read these terms carefully before using this website.",
        },
      },
      { id: "terms-body", render_name: "basic_html", value: { basic_html: sections.join("") } },
      { id: "terms-space", render_name: "vertical_spacer", value: { vertical_spacer: "medium" } },
    ],
  },
};
