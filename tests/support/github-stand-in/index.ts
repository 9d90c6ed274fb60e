/**
 * A stand-in of GitHub's API on this machine, for the editor at /admin/ on
 * its GitHub backend (`CMS_API_ROOT` pointed here): one repository in a real
 * git repository on disk, its pull requests and the commit statuses with
 * which Netlify reports a Deploy Preview. It implements what Sveltia CMS
 * calls for signing in with a token, reading the repository, saving, and the
 * editorial workflow (`api.ts`, `schema.graphql`), and nothing else.
 *
 * The server is an Express app (`handle.app`), so other routes (GitHub's
 * OAuth sign-in) can be mounted on it.
 */
import { createServer } from "node:http";
import type express from "express";
import { createApi, type LoggedRequest } from "./api";
import { GitStore } from "./git-store";
import { type PullRequest, StandInRepository, type User } from "./repository";

/** The one token the stand-in accepts, as a personal access token is pasted in the editor. */
export const standInToken = "stand-in-token-of-the-marketer";

/** The signed-in user. */
const standInUser: User = {
  login: "marketeer",
  id: 4242,
  name: "Marketeer Immersa",
  email: "marketeer@immersa-xr.nl",
};

/** What Netlify reports on a Deploy Preview, as its commit status on the pull request's head. */
export type DeployPreviewReport =
  { state: "building" } | { state: "ready"; url: string } | { state: "failed"; logUrl: string };

export interface StandInOptions {
  /** 0: any free port. */
  port: number;
  /** The repository's files on its default branch, by path. */
  files: Record<string, Buffer | string>;
  owner?: string;
  name?: string;
  branch?: string;
  /** The Netlify site whose previews are reported (`netlify/<site>/deploy-preview`). */
  netlifySite?: string;
  /**
   * Protect the default branch as GitHub's branch protection does when it
   * requires the Deploy Preview's status check: a pull request whose preview
   * has not succeeded is not merged.
   */
  requirePreview?: boolean;
}

export interface GitHubStandIn {
  /** The stand-in's address: the editor's `CMS_API_ROOT`. */
  readonly url: string;
  readonly app: express.Express;
  readonly repository: StandInRepository;
  /** Every request received, in order. */
  readonly requests: readonly LoggedRequest[];
  /** The files of a branch, by path. */
  files(branch?: string): Promise<Record<string, Buffer>>;
  branches(): Promise<string[]>;
  pullRequests(): readonly PullRequest[];
  /** Posts Netlify's status of the preview of pull request `number`'s head. */
  reportDeployPreview(number: number, report: DeployPreviewReport): Promise<void>;
  /** The requests log, one line each, for a failure message. */
  describeRequests(): string;
  close(): Promise<void>;
}

export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const { owner = "immersa-xr", name = "website", branch = "main" } = options;
  const netlifySite = options.netlifySite ?? "immersa-xr";
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the stand-in has no port");
  const url = `http://127.0.0.1:${address.port}`;
  const git = await GitStore.create(options.files, {
    branch,
    by: { name: "Immersa XR", email: "web@immersa-xr.nl" },
    message: "The site as the editor walk starts from it",
  });
  const previewContext = `netlify/${netlifySite}/deploy-preview`;
  const repository = new StandInRepository(
    owner,
    name,
    branch,
    git,
    standInUser,
    url,
    options.requirePreview ? [previewContext] : [],
  );
  const requests: LoggedRequest[] = [];
  const app = createApi(repository, { token: standInToken, log: requests });
  server.on("request", app);
  const statuses: Record<DeployPreviewReport["state"], "pending" | "success" | "failure"> = {
    building: "pending",
    ready: "success",
    failed: "failure",
  };
  const descriptions: Record<DeployPreviewReport["state"], string> = {
    building: "Deploy Preview processing.",
    ready: "Deploy Preview ready!",
    failed: "Deploy Preview failed.",
  };
  return {
    url,
    app,
    repository,
    requests,
    files: (of = branch) => git.files(of),
    branches: () => git.branches(),
    pullRequests: () => repository.pullRequests,
    async reportDeployPreview(number, report) {
      const head = await repository.headOf(repository.pullRequest(number));
      repository.postStatus(head, {
        context: previewContext,
        state: statuses[report.state],
        description: descriptions[report.state],
        ...(report.state === "ready" ? { targetUrl: report.url } : {}),
        ...(report.state === "failed" ? { targetUrl: report.logUrl } : {}),
      });
    },
    describeRequests: () =>
      requests
        .map(
          ({ method, path, status, detail, unexpected }) =>
            `${unexpected ? "UNEXPECTED " : ""}${method} ${path} -> ${status || "no answer yet"}${detail ? ` (${detail})` : ""}`,
        )
        .join("\n"),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await git.remove();
    },
  };
}
