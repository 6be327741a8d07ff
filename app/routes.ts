import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of SPEC §2. Category landing pages and every other path render the content
// page (the "landing page component"), which answers 404 where no content exists.
const contentPage = "routes/content-page.tsx";
const screen = (path: string, id: string) => route(path, contentPage, { id });
// SPEC §2 preview routes: the draft of the page named by the rest of the path, for editors only.
const preview = (path: string, id: string) => route(path, "routes/preview-page.tsx", { id });
const articles = "routes/articles.tsx";
const search = "routes/search.tsx";

export default [
  index(contentPage, { id: "home" }),
  route("404", "routes/not-found.tsx"),
  route("products", "routes/redirect.tsx", { id: "redirect-products" }),
  route("professionals", "routes/redirect.tsx", { id: "redirect-professionals" }),

  screen("products/folding-doors", "category-folding-doors"),
  screen("products/sliding-doors", "category-sliding-doors"),
  screen("products/swing-doors", "category-swing-doors"),
  screen("products/screens", "category-screens"),
  route("products/windows/:name", "routes/product.tsx", { id: "product-windows" }),
  route("products/*", "routes/product.tsx", { id: "product-detail" }),

  route("support/technical-documents", "routes/technical-documents.tsx"),
  route("image-gallery", "routes/image-gallery.tsx", { id: "image-gallery" }),
  route("image-gallery/category/:category", "routes/image-gallery.tsx", { id: "image-gallery-category" }),
  route("video-gallery", "routes/video-gallery.tsx", { id: "video-gallery" }),
  route("video-gallery/category/:category", "routes/video-gallery.tsx", { id: "video-gallery-category" }),
  route("video-gallery/:slug", "routes/video-detail.tsx", { id: "video-detail" }),
  // Articles and the pages that list them (their content_directory blocks need the posts).
  route("blog/*", articles, { id: "blog-article" }),
  route("learn/featured-projects/*", articles, { id: "featured-project-article" }),
  route("news/*", articles, { id: "news-article" }),
  route("about/news", articles, { id: "news-listing" }),
  route("search", search, { id: "search" }),
  route("search/content/:type?/:term?", search, { id: "search-content" }),
  route("search/:term", search, { id: "search-term" }),
  route("pdfViewer", "routes/pdf-viewer.tsx"),
  route("formassembly-demo", "routes/formassembly-demo.tsx"),
  route("request-quote", "routes/request-quote.tsx"),
  route("request-service", "routes/request-service.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("become-dealer", "routes/become-dealer.tsx"),
  route("find-a-dealer", "routes/find-a-dealer.tsx"),
  route("find-a-dealer/:slug", "routes/dealer.tsx", { id: "dealer" }),
  // A dealer's Accept or Pass link of a lead offered to them (issue 36).
  route("dealer-response/:token", "routes/dealer-response.tsx"),
  // A content page (its blocks from the content service) that takes the project form's posts.
  route("submit-your-project", "routes/submit-your-project.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("size-your-opening", "routes/size-your-opening.tsx"),

  route("preview/enter", "routes/preview-enter.tsx"),
  route("preview/exit", "routes/preview-exit.tsx"),
  preview("preview/products/folding-doors", "preview-category-folding-doors"),
  preview("preview/products/sliding-doors", "preview-category-sliding-doors"),
  preview("preview/products/swing-doors", "preview-category-swing-doors"),
  preview("preview/products/screens", "preview-category-screens"),
  route("preview/products/*", "routes/product.tsx", { id: "preview-product-detail" }),
  route("preview/news/*", articles, { id: "preview-news-article" }),
  route("preview/blog/*", articles, { id: "preview-blog-article" }),
  route("preview/learn/featured-projects/*", articles, { id: "preview-featured-project-article" }),
  route("preview/about/news", articles, { id: "preview-news-listing" }),
  preview("preview/*", "preview-content"),

  // The admin (its own frame, no site chrome): every route is in features/accounts/admin-access.ts.
  route("admin/sign-in", "routes/admin/sign-in.tsx", { id: "admin-sign-in" }),
  route("admin/setup", "routes/admin/setup.tsx", { id: "admin-setup" }),
  route("admin/set-password", "routes/admin/set-password.tsx", { id: "admin-set-password" }),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx", { id: "admin-forgot-password" }),
  // The layout's middleware is the admin's one guard: every route below it is signed in first (decision 0042).
  layout("routes/admin/layout.tsx", { id: "admin-layout" }, [
    route("admin/sign-out", "routes/admin/sign-out.tsx", { id: "admin-sign-out" }),
    route("admin", "routes/admin/home.tsx", { id: "admin-home" }),
    route("admin/content", "routes/admin/content.tsx", { id: "admin-content" }),
    route("admin/content/:id", "routes/admin/content-entity.tsx", { id: "admin-content-entity" }),
    route("admin/content/:id/presence", "routes/admin/content-presence.ts", { id: "admin-content-presence" }),
    route("admin/media", "routes/admin/media.tsx", { id: "admin-media" }),
    route("admin/media/upload", "routes/admin/media-upload.ts", { id: "admin-media-upload" }),
    route("admin/media/choose", "routes/admin/media-choose.ts", { id: "admin-media-choose" }),
    route("admin/media/:itemId", "routes/admin/media-item.tsx", { id: "admin-media-item" }),
    route("admin/documents", "routes/admin/documents.tsx", { id: "admin-documents" }),
    route("admin/documents/upload", "routes/admin/documents-upload.ts", { id: "admin-documents-upload" }),
    route("admin/documents/:documentId", "routes/admin/document.tsx", { id: "admin-document" }),
    route("admin/leads", "routes/admin/leads.tsx", { id: "admin-leads" }),
    route("admin/leads/export.csv", "routes/admin/leads-export.ts", { id: "admin-leads-export" }),
    route("admin/leads/:leadId", "routes/admin/lead.tsx", { id: "admin-lead" }),
    route("admin/leads/:leadId/photos/:index", "routes/admin/lead-photo.ts", { id: "admin-lead-photo" }),
    route("admin/gallery", "routes/admin/gallery.tsx", { id: "admin-gallery" }),
    route("admin/gallery/images/new", "routes/admin/gallery-image-new.tsx", { id: "admin-gallery-image-new" }),
    route("admin/gallery/images/:imageId", "routes/admin/gallery-image.tsx", { id: "admin-gallery-image" }),
    route("admin/gallery/videos/new", "routes/admin/gallery-video-new.tsx", { id: "admin-gallery-video-new" }),
    route("admin/gallery/videos/:videoId", "routes/admin/gallery-video.tsx", { id: "admin-gallery-video" }),
    route("admin/dealers", "routes/admin/dealers.tsx", { id: "admin-dealers" }),
    route("admin/dealers/export.csv", "routes/admin/dealers-export.ts", { id: "admin-dealers-export" }),
    route("admin/dealers/new", "routes/admin/dealer-new.tsx", { id: "admin-dealer-new" }),
    route("admin/dealers/:dealerId", "routes/admin/dealer.tsx", { id: "admin-dealer" }),
    route("admin/redirects", "routes/admin/redirects.tsx", { id: "admin-redirects" }),
    route("admin/redirects/not-found", "routes/admin/redirects-not-found.tsx", { id: "admin-redirects-not-found" }),
    route("admin/redirects/export", "routes/admin/redirects-export.ts", { id: "admin-redirects-export" }),
    route("admin/redirects/:redirectId", "routes/admin/redirect.tsx", { id: "admin-redirect" }),
    route("admin/settings", "routes/admin/settings.tsx", { id: "admin-settings" }),
    route("admin/users", "routes/admin/users.tsx", { id: "admin-users" }),
    route("admin/audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
  ]),

  route("*", contentPage, { id: "content-page" }),
] satisfies RouteConfig;
