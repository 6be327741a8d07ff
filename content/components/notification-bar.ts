import type { DemoEntity } from "../demo-entity";

export const notificationBar: DemoEntity = {
  type: "component",
  slug: "notification_bar",
  path: "/components/notification_bar",
  published: {
    title: "Notification bar",
    metadata: {},
    elements: [
      {
        id: "notification-bar",
        render_name: "notification_bar",
        value: {
          is_active: true,
          bg_color: "6b5134",
          text_color: "ffffff",
          notification_bar_text: "Rebuilding after the Los Angeles wildfires? We are here to help.",
          link: { link_url: "/support/la-rebuild-program", link_text: "Explore the LA Rebuild Program" },
        },
      },
    ],
  },
};
