/**
 * Types for `netlify-redirector` (the rule matcher of `netlify dev`; the
 * package ships none), limited to what the agreement test uses.
 */
declare module "netlify-redirector" {
  /** A rule in the matcher's JSON shape: the parser's rule with `from` as `origin`, `query` as `params`. */
  export interface RedirectorRule {
    readonly origin: string;
    readonly params: Readonly<Record<string, string>>;
    readonly to: string;
    readonly status: number;
    readonly force: boolean;
  }

  export interface RedirectorRequest {
    readonly scheme: string;
    readonly host: string;
    /** Decoded, without the query string. */
    readonly path: string;
    /** Without the leading "?". */
    readonly query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }

  /** The first rule that matches, with `to` expanded (splats and placeholders filled in). */
  export interface RedirectorMatch {
    readonly from: string;
    readonly to: string;
    readonly status: number;
    readonly force: boolean;
  }

  export interface RedirectMatcher {
    match(request: RedirectorRequest): RedirectorMatch | null;
  }

  const redirector: {
    parseJSON(rules: string, options: Readonly<Record<string, string>>): Promise<RedirectMatcher>;
  };
  export default redirector;
}
