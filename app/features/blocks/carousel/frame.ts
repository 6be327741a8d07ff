/** The media box of a hero slide, shared with the placeholder that holds its place while the script loads. */
export const mediaFrame = "aspect-video lg:min-h-[560px]";
export const sideColumn = "lg:grid-cols-[minmax(0,1fr)_390px]";
