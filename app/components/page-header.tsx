/** The top of an inner page: its one h1 and an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="border-b border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-prose text-lg text-muted">{lead}</p>}
      </div>
    </div>
  );
}
