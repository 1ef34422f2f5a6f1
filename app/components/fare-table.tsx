import type { FareTableData } from "#app/lib/fare-table.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { siteHref } from "#app/lib/urls.ts";
/**
 * A table of fares: a row for each car, a column for each trip (one way, return; or the
 * airport transfer), the figures already written as rupees; a row's heading links to its
 * page when it has one (a car's model). The place, tour and car pages draw their fares with
 * it, the cars page its rate card; the numbers come from lib/fare.ts's one estimate.
 */

export function FareTable({ table, caption, notes = [] }: { table: FareTableData; caption: string; notes?: string[] }) {
  return (
    <div>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-border">
        <table className="w-full min-w-0 border-collapse text-start">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-2">
            <tr>
              {table.columns.map((c, i) => (
                <th key={c} scope="col" className={`px-3 py-2 text-sm font-semibold ${i ? "text-end" : "text-start"}`}>
                  {keepNumbers(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.car} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {row.href ? (
                    <a href={siteHref(row.href)} className="text-accent-text underline underline-offset-4">
                      {keepNumbers(row.car)}
                    </a>
                  ) : (
                    keepNumbers(row.car)
                  )}
                </th>
                {row.amounts.map((a, i) => (
                  <td key={i} className="px-3 py-2 text-end font-semibold whitespace-nowrap tabular-nums">
                    {a}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The km billed beside the km driven, where the minimum a day lifts the fare. */}
      {notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-muted">
          {keepNumbers(note)}
        </p>
      ))}
    </div>
  );
}
