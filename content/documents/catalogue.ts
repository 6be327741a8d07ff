import { type DisplayType, type DocumentType, documentTypeOf, groupedTag } from "../../app/features/documents/taxonomy";

/** The demo technical library: every product line's documents, across every filter group and display type (SPEC §2). */

export type DemoDocument = {
  key: string;
  title: string;
  description: string;
  displayType: DisplayType;
  groupedTags: string[];
  documentType: string;
  /** Lines of facts written into the file and indexed as its body. */
  facts: string[];
  /** Days after 2023-01-02, for a stable updated_at. */
  age: number;
};

/** A product's documents; a product the taxonomy has no Product Type for (the servery window) has none. */
type ProductLine = { slug: string; name: string; productType?: string; material: string; screenType?: string };

const doorLines = (productType: string, noun: string, materials: string[]): ProductLine[] =>
  materials.map((material) => ({
    slug: `${material}-${noun}`.toLowerCase().replaceAll(" ", "-"),
    name: `${material} ${noun}`,
    productType,
    material,
  }));

export const productLines: ProductLine[] = [
  ...doorLines("Folding", "Folding Door", [
    "V2",
    "Aluminum",
    "Aluminum Thermally Controlled",
    "Aluminum Wood",
    "Contemporary Clad",
    "Wood",
    "Vinyl",
  ]),
  ...doorLines("Sliding", "Sliding Door", ["Aluminum", "Aluminum Thermally Controlled", "Aluminum Wood", "Contemporary Clad"]),
  ...doorLines("Swinging", "Swing Door", ["V2", "Aluminum", "Aluminum Thermally Controlled", "Aluminum Wood", "Contemporary Clad", "Wood"]),
  { slug: "pleated-screen", name: "Pleated Screen", productType: "Screens", material: "Aluminum", screenType: "Pleated" },
  { slug: "non-pleated-screen", name: "Non-Pleated Screen", productType: "Screens", material: "Aluminum", screenType: "Non-Pleated" },
  { slug: "v2-direct-set-window", name: "V2 Direct Set Window", productType: "V2 Direct Set", material: "V2" },
  // A folding window, but not one of the folding doors that Product Type/Folding stands for: its
  // product page finds its documents by name (docFiltersFor).
  { slug: "servery-window", name: "Servery Window", material: "Aluminum" },
];

type Kind = {
  slug: string;
  title: string;
  displayType: (line: number) => DisplayType;
  /** When the file's kind alone would file it wrongly: an archive of drawings is CAD. */
  documentType?: DocumentType;
  tags: (line: ProductLine, n: number) => string[];
  about: string;
};

const general = (value: string) => groupedTag("General", value);

/** No tool the project can install writes DWG (decision 0023): the demo's DWG entries say they are samples. */
const SAMPLE_DWG =
  "Sample entry: the demo cannot write AutoCAD's DWG format, so this file is a text note; the line's CAD Details Package holds its drawings as DXF.";
const sills = ["Standard Sill", "Flush Sill", "Raised Sill", "Weep Sill"];
const details = ["Head Detail", "Jamb Detail", "Sill Detail", "Interlock Detail"];
const trackCount = (n: number) => (n === 1 ? "1 Track" : `${n} Tracks`);

/** Tags every document of a line carries: its product type, material, profile, screen and configuration. */
function lineTags(line: ProductLine, n: number): string[] {
  const tags = [...(line.productType ? [groupedTag("Product Type", line.productType)] : []), groupedTag("Material Type", line.material)];
  tags.push(groupedTag("Product Profile", ["Aluminum Wood", "Wood", "Contemporary Clad"].includes(line.material) ? "Sculpted" : "Square"));
  tags.push(groupedTag("Screen Type", line.screenType ?? (n % 3 === 0 ? "No Screen" : n % 3 === 1 ? "Pleated" : "Non-Pleated")));
  if (line.productType === "Folding") tags.push(groupedTag("Panel Count", `${(n % 6) + 1} Panel`));
  if (line.productType === "Sliding") {
    tags.push(groupedTag("Track Count", trackCount((n % 6) + 1)));
    tags.push(groupedTag("Product Sub-Type", n % 2 === 0 ? "Pocket" : "Stacking"));
  }
  if (line.productType === "Swinging") {
    tags.push(groupedTag("Swing", n % 2 === 0 ? "Inswing" : "Outswing"));
    tags.push(groupedTag("Panel Count", `${(n % 2) + 1} Panel`));
  }
  return tags;
}

const kinds: Kind[] = [
  {
    slug: "guide-specifications",
    title: "Guide Specifications",
    displayType: () => "DOCX",
    tags: () => [general("Guide Specifications")],
    about: "CSI three-part guide specification for architects, ready to edit.",
  },
  {
    slug: "guide-specifications-pdf",
    title: "Guide Specifications (PDF)",
    displayType: () => "PDF",
    tags: () => [general("Guide Specifications")],
    about: "CSI three-part guide specification for architects, print edition.",
  },
  {
    slug: "installation-instructions",
    title: "Installation Instructions",
    displayType: () => "PDF",
    tags: () => [general("Installation Instructions")],
    about: "Step-by-step installation of the frame, panels, hardware and sill.",
  },
  {
    slug: "plan-view",
    title: "Plan View (sample)",
    displayType: () => "DWG",
    tags: () => [groupedTag("Document View", "Plan")],
    about: `${SAMPLE_DWG} Plan view drawing of a typical configuration.`,
  },
  {
    slug: "sectional-view",
    title: "Sectional View (sample)",
    displayType: () => "DWG",
    tags: (_, n) => [
      groupedTag("Document View", "Sectional"),
      groupedTag("Sill Type", sills[n % 4]!),
      groupedTag("System Details", details[n % 4]!),
    ],
    about: `${SAMPLE_DWG} Head, jamb and sill sections.`,
  },
  {
    slug: "revit-family",
    title: "Revit Family (sample)",
    displayType: () => "RFA",
    tags: () => [],
    about:
      "Sample entry: only Revit writes a Revit family, so the demo's file is a text note in its place. Parametric Revit family for building information models.",
  },
  {
    slug: "warranty",
    title: "Warranty",
    displayType: () => "PDF",
    tags: () => [general("Warranty")],
    about: "Limited warranty terms, coverage periods and how to make a claim.",
  },
  {
    slug: "brochure",
    title: "Brochure",
    displayType: () => "PDF",
    tags: () => [general("Brochures")],
    about: "Product brochure with finishes, hardware, glass and configurations.",
  },
  {
    slug: "system-details",
    title: "Head, Jamb and Sill Details",
    displayType: () => "PDF",
    tags: (_, n) => [
      groupedTag("Document View", "Sectional"),
      groupedTag("System Details", details[(n + 1) % 4]!),
      groupedTag("System Details", details[(n + 2) % 4]!),
      groupedTag("Sill Type", sills[(n + 1) % 4]!),
    ],
    about: "Detail sheets of the head, jamb and sill with dimensions.",
  },
  {
    slug: "size-chart",
    title: "Size and Configuration Chart",
    displayType: (n) => (n % 2 === 0 ? "XLSX" : "XLS"),
    tags: (_, n) => [groupedTag("Panel Count", `${(n % 6) + 1} Panel`)],
    about: "Widths, heights and panel configurations with rough openings.",
  },
  {
    slug: "presentation",
    title: "Product Presentation",
    displayType: (n) => (n % 2 === 0 ? "PPTX" : "PPT"),
    tags: () => [general("Brochures")],
    about: "Slides for dealer and architect presentations.",
  },
  {
    slug: "care-and-maintenance",
    title: "Care and Maintenance",
    displayType: () => "DOC",
    tags: () => [general("Installation Instructions"), general("Warranty")],
    about: "Cleaning, lubrication and adjustment schedule that keeps the warranty valid.",
  },
  {
    slug: "cad-package",
    title: "CAD Details Package",
    displayType: () => "ZIP",
    documentType: "CAD (DWG)",
    tags: () => [groupedTag("Document View", "Plan"), groupedTag("Document View", "Sectional")],
    about: "Every plan and section drawing of the line in one archive: DXF drawings, which AutoCAD opens, and PDF prints.",
  },
  {
    slug: "title-24",
    title: "Title 24 Compliance",
    displayType: () => "PDF",
    tags: () => [general("Title 24")],
    about: "California Title 24 energy compliance: U-factor and SHGC by glass package.",
  },
  {
    slug: "florida-approval",
    title: "Florida Product Approval",
    displayType: () => "PDF",
    tags: () => [general("Florida Approved"), groupedTag("Material Type", "Impact")],
    about: "Florida product approval with design pressure and impact ratings.",
  },
  {
    slug: "leed",
    title: "LEED Contribution",
    displayType: () => "PDF",
    tags: () => [general("LEED")],
    about: "How the line contributes to LEED credits: materials, daylight and energy.",
  },
];

function lineFacts(line: ProductLine): string[] {
  return [
    line.productType ? `Product type: ${line.productType}.` : `Product: ${line.name}.`,
    `Material: ${line.material}.`,
    line.productType === "Folding" ? "Configurations up to 65 feet wide, up to 20 panels (10 in each direction)." : "",
    line.productType === "Sliding" ? "Single lites up to 12 feet tall; pocket and stacking configurations." : "",
    line.productType === "Screens" ? "Openings up to 32 ft wide by 10 ft 6 in high; 5-year warranty." : "",
    line.slug === "servery-window" ? "A folding window on a counter-height sill: up to 10 panels, 30 ft wide and 6 ft high." : "",
    "Standard finish: 2-coat 70% fluoropolymer (Kynar) paint; hardware in Stainless Steel, Bronze or Black.",
    "Glass: dual glazed tempered standard, low-E options, laminated glass for security.",
  ].filter(Boolean);
}

const companyDocuments: DemoDocument[] = [
  ["product-comparison", "Product Comparison", "PDF", "Side-by-side comparison of every door system: materials, sizes and performance."],
  ["product-comparison-chart", "Product Comparison Chart", "XLSX", "Every door system's limits in one spreadsheet."],
  ["door-systems-overview", "Door Systems Overview", "PPTX", "An overview of folding, sliding and swing doors for design teams."],
  ["finish-and-color-guide", "Finish and Color Guide", "PDF", "In-stock and optional colours, woods and hardware finishes."],
  ["warranty-registration", "Warranty Registration Form", "DOC", "Register an installation to start the warranty."],
  ["leed-overview", "LEED and Green Building Overview", "PDF", "Green design with large glass openings: daylight, ventilation, energy."],
  ["title-24-summary", "Title 24 Summary", "XLS", "Energy values of every glass package in one table."],
  ["florida-approvals-list", "Florida Approvals List", "PDF", "Every Florida product approval number by door system."],
].map(([slug, title, displayType, about], index) => ({
  key: `company-${slug}`,
  title: title!,
  description: about!,
  displayType: displayType as DisplayType,
  documentType: documentTypeOf[displayType as DisplayType],
  groupedTags: [
    general(
      title!.includes("Comparison")
        ? "Product Comparison"
        : title!.includes("Warranty")
          ? "Warranty"
          : title!.includes("LEED")
            ? "LEED"
            : title!.includes("Title 24")
              ? "Title 24"
              : title!.includes("Florida")
                ? "Florida Approved"
                : "Brochures",
    ),
  ],
  facts: [about!, "Applies to every LaCantina door system."],
  age: 600 + index * 11,
}));

/** Every demo document: one of each kind for each product line, and the company-wide documents. */
export function demoDocuments(): DemoDocument[] {
  const perLine = productLines.flatMap((line, lineIndex) =>
    kinds.map((kind, kindIndex): DemoDocument => {
      const n = lineIndex * kinds.length + kindIndex;
      const displayType = kind.displayType(lineIndex);
      return {
        key: `${line.slug}-${kind.slug}`,
        title: `${line.name} ${kind.title}`,
        description: `${kind.about} ${line.name}.`,
        displayType,
        documentType: kind.documentType ?? documentTypeOf[displayType],
        groupedTags: [...new Set([...lineTags(line, n), ...kind.tags(line, lineIndex)])],
        facts: [kind.about, ...lineFacts(line)],
        age: (n * 7) % 900,
      };
    }),
  );
  return [...perLine, ...companyDocuments];
}
