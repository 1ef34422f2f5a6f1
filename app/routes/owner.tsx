import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { OwnerPage } from "#app/pages/owner.tsx";
import type { Route } from "./+types/owner";

export const handle = pageHandle("owner");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("owner", lang, pageWords("owner", lang).ownerPage);
};

export default function Page() {
  const lang = usePageLang();
  return <OwnerPage words={pageWords("owner", lang)} />;
}
