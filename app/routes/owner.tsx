import { pageWordsIn } from "~/content/words-data";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OwnerPage } from "~/pages/owner";
import type { Route } from "./+types/owner";

export const handle = pageHandle("owner");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("owner", lang, pageWordsIn("owner", lang).ownerPage);
};

export default function Page() {
  const lang = usePageLang();
  return <OwnerPage words={pageWordsIn("owner", lang)} />;
}
