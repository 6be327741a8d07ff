/**
 * The box a form that cannot be undone asks to tick (delete, take off the site): its name and the
 * value a ticked box posts; `confirmed` (confirm-box.server.ts) reads it.
 */
export const confirmBox = { name: "confirm", ticked: "yes" } as const;
