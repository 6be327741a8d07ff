import { useNonce } from "~/lib/nonce";

/** The third-party form of FORM_ASSEMBLY_SCRIPT_URL, or a plain note when none is configured. */
export function FormAssemblyEmbed({ scriptUrl }: { scriptUrl: string | null }) {
  const nonce = useNonce();
  if (!scriptUrl)
    return (
      <p className="border border-line bg-linen p-6 text-stone">
        The embedded form is not configured on this site. Please use the form on this page or call us.
      </p>
    );
  return <script src={scriptUrl} nonce={nonce} async />;
}
