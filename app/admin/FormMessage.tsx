/** A form's answer from the server: an error (announced at once) or a confirmation. */
export function FormMessage({ message, tone }: { message?: string; tone: "error" | "done" }) {
  if (!message) return null;
  return tone === "error" ? (
    <p role="alert" className="mb-5 border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
      {message}
    </p>
  ) : (
    <p role="status" className="mb-5 border-l-4 border-bronze bg-linen px-4 py-3 text-sm text-ink">
      {message}
    </p>
  );
}
