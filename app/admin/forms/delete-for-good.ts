/** What DeleteForGood posts: its intent, and the box that says what goes (deleteForGoodForm reads both). */
export const deleteForGoodFields = { intent: "delete", confirm: "confirm", ticked: "yes" } as const;
