import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { classifyLink } from "~/lib/links";
import { richTextLinkAttributes } from "~/lib/rich-text-links";
import { useSiteOrigins } from "~/lib/use-site";
import { controlClass, smallButtonClass } from "./FieldFrame";
import { LinkFields, type LinkChoice } from "./LinkFields";

type Props = { id: string; label: string; html: string; onChange: (html: string) => void; describedBy?: string | undefined };

type Tool = { label: string; isActive: (editor: Editor) => boolean; run: (editor: Editor) => void };

const tools: Tool[] = [
  { label: "Bold", isActive: (editor) => editor.isActive("bold"), run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: "Italic", isActive: (editor) => editor.isActive("italic"), run: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    label: "Heading",
    isActive: (editor) => editor.isActive("heading", { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    isActive: (editor) => editor.isActive("heading", { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: "List", isActive: (editor) => editor.isActive("bulletList"), run: (editor) => editor.chain().focus().toggleBulletList().run() },
  {
    label: "Numbered list",
    isActive: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

/**
 * Rich text for the HTML fields of blocks (Tiptap). It writes the few elements the site's
 * sanitiser keeps; the server sanitises what it is sent all the same. Loaded only when a block
 * with such a field is open.
 */
export default function RichTextEditor({ id, label, html, onChange, describedBy }: Props) {
  const [link, setLink] = useState<LinkChoice | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const siteOrigins = useSiteOrigins();
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        // No new tab and no nofollow unless the editor asks for them (the extension's defaults put both on every link).
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: html,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: `${controlClass} prose-admin min-h-32 break-words`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  if (!editor) return <div className={`${controlClass} min-h-32`} aria-busy="true" />;

  /** A page of this site is linked by its path, plainly; another site's page opens as the editor chose. */
  function applyLink({ address, newTab, nofollow }: LinkChoice) {
    const typed = address.trim();
    const chain = editor!.chain().focus().extendMarkRange("link");
    if (typed === "") {
      chain.unsetLink().run();
      setLink(null);
      return;
    }
    const target = classifyLink(typed, siteOrigins);
    if (target.kind === "none") {
      setLinkProblem("Use a web address (https://…), a path of this site (/support), mailto: or tel:.");
      return;
    }
    const href = target.kind === "internal" ? target.to : typed;
    const opens = richTextLinkAttributes(href, { target: newTab ? "_blank" : null, rel: nofollow ? "nofollow" : null }, siteOrigins);
    chain.setLink({ href, ...opens }).run();
    setLink(null);
  }

  return (
    <div>
      <div role="toolbar" aria-label={`Formatting: ${label}`} className="mb-1 flex flex-wrap gap-1">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className={`${smallButtonClass} aria-pressed:bg-ink aria-pressed:text-white`}
            aria-pressed={tool.isActive(editor)}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={`${smallButtonClass} aria-pressed:bg-ink aria-pressed:text-white`}
          aria-pressed={editor.isActive("link")}
          aria-expanded={link !== null}
          onClick={() => {
            const { href, target, rel } = editor.getAttributes("link");
            setLinkProblem(null);
            setLink(
              link
                ? null
                : {
                    address: String(href ?? ""),
                    newTab: target === "_blank",
                    nofollow: String(rel ?? "")
                      .split(/\s+/)
                      .includes("nofollow"),
                  },
            );
          }}
        >
          Link
        </button>
      </div>
      {link ? <LinkFields initial={link} siteOrigins={siteOrigins} problem={linkProblem} onApply={applyLink} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
