/** The box every slide fills, shared with the placeholder that holds its place while the script loads. */
export const slideFrame = "aspect-[4/5] sm:aspect-[4/3] md:aspect-video 2xl:aspect-[21/9]";
