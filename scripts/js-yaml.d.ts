// js-yaml ships no types; the deployment test needs only its parser.
declare module "js-yaml" {
  export function load(text: string): unknown;
}
