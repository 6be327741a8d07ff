/** SPEC §2: the product route with no slug. */
export function NoSlug() {
  return <p className="mx-auto max-w-(--container-page) px-6 py-24 text-lg">No Slug specified. Product General page?</p>;
}
