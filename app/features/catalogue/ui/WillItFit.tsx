import { href } from "react-router";

/**
 * "Will it fit my opening?": the opening helper set to this product, as a plain GET form that
 * sends the sizes to /size-your-opening (no script, and little code, on the product page).
 */
export function WillItFit({ productKey }: { productKey: string }) {
  return (
    <form method="get" action={href("/size-your-opening")} aria-labelledby="will-it-fit" className="border border-line bg-white p-6">
      <h3 id="will-it-fit" className="text-lg font-medium">
        Will it fit my opening?
      </h3>
      <input type="hidden" name="product" value={productKey} />
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {["width", "height"].map((name) => (
          <label key={name} className="text-sm font-medium capitalize">
            {name}
            <input name={name} placeholder="ft and in, or mm" className="mt-1.5 block w-40 border border-line px-3 py-2.5 text-base" />
          </label>
        ))}
        <button className="min-h-11 bg-bronze px-6 text-sm font-semibold uppercase tracking-[0.12em] text-white">See what fits</button>
      </div>
    </form>
  );
}
