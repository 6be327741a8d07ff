import type { ReactNode } from "react";

/** The frame of the admin's pages for people not signed in: the brand and one card. */
export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-start justify-center bg-sand px-4 py-16">
      <div className="w-full max-w-md border border-line bg-white p-8 shadow-sm">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">LaCantina Doors admin</p>
        <h1 className="mt-2 mb-6 text-2xl font-light tracking-tight text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
