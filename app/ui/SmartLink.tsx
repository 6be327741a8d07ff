import type { ReactNode } from "react";
import { Link } from "react-router";
import { fileDownloadAttributes } from "~/lib/file-download";
import { classifyLink } from "~/lib/links";
import { useSiteOrigins } from "~/lib/use-site";

type SmartLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  title?: string;
  "aria-label"?: string;
  onClick?: () => void;
};

/** Every content link goes through here: internal routes, external tabs, PDFs in the viewer. */
export function SmartLink({ href, children, className, title = "", onClick, ...rest }: SmartLinkProps) {
  const target = classifyLink(href, useSiteOrigins(), title);
  switch (target.kind) {
    case "internal":
      return (
        <Link to={target.to} className={className} onClick={onClick} {...rest}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
          {children}
        </a>
      );
    case "contact":
      return (
        <a href={target.href} className={className} onClick={onClick} {...rest}>
          {children}
        </a>
      );
    case "pdf":
      return (
        <a
          href={target.href}
          className={className}
          target="_blank"
          rel="noopener"
          onClick={onClick}
          {...fileDownloadAttributes(target.pdfUrl, title)}
          {...rest}
        >
          {children}
        </a>
      );
    case "none":
      return <span className={className}>{children}</span>;
  }
}
