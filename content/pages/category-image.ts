/** A 1920 x 1080 product photograph of app/features/catalogue, as a content image field. */
export function productPhoto(key: string, alt: string) {
  return { image_url: `/media/products/${key}.jpg`, alt_text: alt, width: 1920, height: 1080 };
}
