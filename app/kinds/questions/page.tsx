import { PageHeader } from "#app/components/page-header.tsx";
import { ReviewLink } from "#app/components/review-link.tsx";
import { UpiPay } from "#app/components/upi-pay.tsx";
import { siteHref } from "#app/lib/urls.ts";
import type { QuestionsPageData } from "./data.ts";

/**
 * The questions page: each question under its own anchor (a stable English id), its answer
 * written from the rate card and the terms (question-pages.ts). The structured data gives
 * search engines the same questions and answers (FAQPage).
 */
export function QuestionsPage({ data }: { data: QuestionsPageData }) {
  const { page, questions } = data;
  return (
    <>
      <PageHeader title={page.heading} lead={page.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="max-w-prose space-y-4">
          {/* Each answer's estimate is the answers' mean height inside the padding, alike in the
              three languages (15rem on a phone, 9.5rem wide): the scrollbar holds as they are drawn. */}
          {questions.map((q) => (
            <section
              key={q.id}
              id={q.id}
              aria-labelledby={`${q.id}-question`}
              className="render-later [--later-size:15rem] lg:[--later-size:9.5rem] scroll-mt-20 rounded-2xl border border-border bg-surface p-5 target:border-accent sm:p-6"
            >
              <h2 id={`${q.id}-question`} className="text-lg font-semibold text-pretty">
                {q.question}
              </h2>
              <div data-answer="" className="mt-2 space-y-2 text-muted">
                {q.answer.map((part) =>
                  typeof part === "string" ? (
                    <p key={part}>{part}</p>
                  ) : (
                    <p key={part.href} data-link="">
                      <a
                        href={siteHref(part.href)}
                        className="inline-flex min-h-11 items-center font-semibold text-accent-text underline underline-offset-4"
                      >
                        {part.text}
                      </a>
                    </p>
                  ),
                )}
              </div>
              {data.upi && q.id === data.upiAfter && <UpiPay className="mt-4 text-muted" showId={false} />}
            </section>
          ))}
        </div>
        <ReviewLink label={page.reviewUs} className="mt-10" />
      </div>
    </>
  );
}
