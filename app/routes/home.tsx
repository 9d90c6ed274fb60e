import { HomePageSections } from "~/components/sections/home-page";
import { cases, pages, services } from "~/content";
import { paths } from "~/lib/paths";
import { casesItemList, servicesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const homePage = pages.home;
const featuredCases = cases.slice(0, homePage.cases.count);

export const meta = () =>
  seo({
    title: homePage.intro.seoTitle,
    description: homePage.intro.seoDescription,
    path: paths.home,
    appendSiteName: false,
    structuredData: [
      servicesItemList(services, paths.home),
      casesItemList(featuredCases, paths.home),
    ],
  });

export default function HomePage() {
  return <HomePageSections home={homePage} />;
}
