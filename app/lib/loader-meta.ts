import { type MetaDescriptor, type UNSAFE_DataWithResponseInit as DataWithResponseInit, data } from "react-router";

/**
 * A page whose `<head>` its loader writes (docs/decisions/0056): the browser gets the tags with
 * the page's data and needs no code to work them out, which keeps the SEO helpers out of its
 * first load.
 */
export type WithMeta = { meta: MetaDescriptor[] };

/** What a loader answered, without the status and headers `data()` wraps it in. */
type Value<A> = A extends DataWithResponseInit<infer T> ? T : A;

const withInit = (answer: object): answer is DataWithResponseInit<object> =>
  "type" in answer && answer.type === "DataWithResponseInit" && "data" in answer;

/** The loader's answer with its page's meta tags added, its status and headers kept. */
export function withMeta<A extends object>(
  answer: A,
  describe: (value: Value<A>) => MetaDescriptor[],
): DataWithResponseInit<Value<A> & WithMeta> {
  const value = (withInit(answer) ? answer.data : answer) as Value<A>;
  const init = withInit(answer) ? answer.init : null;
  return data({ ...(value as object), meta: describe(value) } as Value<A> & WithMeta, init ?? undefined);
}

/** A route's `meta` when its loader wrote the tags. */
export const metaFromLoader = ({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] =>
  (loaderData as Partial<WithMeta> | undefined)?.meta ?? [];
