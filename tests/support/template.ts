import path from "node:path";

export const PGLITE_TEMPLATE_FILE = path.resolve(".data/test/pglite-template.tar");
export const POSTGRES_TEMPLATE = "doors_test_template";
