import { HomePageSections } from "~/components/pages/home-page";
import { cases, pages, services } from "~/content";
import { featuredCases } from "~/content/queries";
import { paths } from "~/content/paths";
import { casesItemList, servicesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const homePage = pages.home;

export const meta = () =>
  seo({
    title: homePage.intro.seoTitle,
    description: homePage.intro.seoDescription,
    path: paths.home,
    appendSiteName: false,
    structuredData: [
      servicesItemList(services, paths.home),
      casesItemList(featuredCases(cases, homePage.cases.count), paths.home),
    ],
  });

export default function HomePage() {
  return <HomePageSections home={homePage} />;
}
