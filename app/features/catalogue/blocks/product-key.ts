import { z } from "zod";
import { catalogueKeys, productByKey } from "../catalogue.server";
import { productName } from "../product-lines";

const productNames = Object.fromEntries(
  catalogueKeys.map((key) => {
    const product = productByKey(key);
    return [key, product ? productName(product) : key];
  }),
);

/** The catalogue product a block shows part of; the block editor offers the catalogue's products by name. */
export const ProductKey = z.string().trim().min(1).max(200).meta({ label: "Product", optionLabels: productNames });
