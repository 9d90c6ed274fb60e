import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { DevScripts } from "./components/layout/dev-scripts";
import { SiteFooter } from "./components/layout/site-footer";
import { navigation, pages, site, ui } from "./content";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { Container } from "./components/ui/container";
import { speculationRulesScript } from "./lib/speculation-rules";

export const links: Route.LinksFunction = () => [
  ...["/fonts/outfit-latin-wght.woff2", "/fonts/inter-latin-wght.woff2"].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "stylesheet", href: stylesheet },
  // entry.server adds the SVG favicon after this link, as a data URL (lib/inline-icon.server).
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070b1a" />
        <Meta />
        <Links />
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{ __html: speculationRulesScript }}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader header={navigation.header} pathname={pathname} />
        <main id="inhoud" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter site={site} footer={navigation.footer} />
        {import.meta.env.DEV && <DevScripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-40 text-center">
      <h1 className="text-4xl font-semibold">
        {notFound ? pages.notFound.intro.heading : ui.error.heading}
      </h1>
      <p className="mt-4 text-muted">{notFound ? pages.notFound.intro.lead : ui.error.text}</p>
    </Container>
  );
}
