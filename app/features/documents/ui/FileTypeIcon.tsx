const colours: Record<string, string> = {
  pdf: "#b3261e",
  doc: "#2b579a",
  docx: "#2b579a",
  xls: "#217346",
  xlsx: "#217346",
  ppt: "#c43e1c",
  pptx: "#c43e1c",
  dwg: "#5f5b55",
  rfa: "#1d6fa5",
  zip: "#8a6a45",
};

/** The file-type icon of a document, named after its display type in lower case (SPEC §2). */
export function FileTypeIcon({ displayType }: { displayType: string }) {
  const name = displayType.toLowerCase();
  return (
    <svg aria-hidden="true" data-icon={name} className="shrink-0" width="32" height="40" viewBox="0 0 32 40">
      <path d="M2 1h20l8 8v30H2z" fill="white" stroke="#8d877f" strokeWidth="1.5" />
      <path d="M22 1v8h8" fill="none" stroke="#8d877f" strokeWidth="1.5" />
      <rect x="0" y="22" width="32" height="12" fill={colours[name] ?? "#5f5b55"} />
      <text x="16" y="31" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="white" fontFamily="sans-serif">
        {displayType.toUpperCase().slice(0, 4)}
      </text>
    </svg>
  );
}
