import { useNonce } from "~/lib/nonce";

/** The third-party form of FORM_ASSEMBLY_SCRIPT_URL. */
export function FormAssemblyEmbed({ scriptUrl }: { scriptUrl: string }) {
  const nonce = useNonce();
  return <script src={scriptUrl} nonce={nonce} async />;
}
