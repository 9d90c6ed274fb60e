/**
 * The stand-in of GitHub's API, driven over HTTP as Sveltia CMS drives it:
 * a draft's branch, commit and pull request, its labels and draft state, a
 * Deploy Preview's status, and the merge; and the refusals GitHub makes
 * where the editor relies on them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GitHubStandIn, standInToken, startGitHubStandIn } from ".";

let standIn: GitHubStandIn;

beforeAll(async () => {
  standIn = await startGitHubStandIn({
    port: 0,
    requirePreview: true,
    files: {
      "content/pages/home.yaml": "title: Home\n",
      "media/images/dot.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    },
  });
});

afterAll(async () => {
  await standIn.close();
});

/** The value at `keys` in a JSON answer, if there is one. */
function dig(value: unknown, ...keys: (string | number)[]): unknown {
  let at = value;
  for (const key of keys) {
    if (typeof at !== "object" || at === null) return undefined;
    at = Object.entries(at).find(([name]) => name === String(key))?.[1];
  }
  return at;
}

const rest = async (method: string, path: string, body?: unknown, token = standInToken) => {
  const response = await fetch(`${standIn.url}/api/v3/repos/immersa-xr/website${path}`, {
    method,
    headers: { Authorization: `token ${token}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  return { status: response.status, json };
};

const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${standIn.url}/api/graphql`, {
    method: "POST",
    headers: { Authorization: `token ${standInToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const answer: unknown = await response.json();
  return answer;
};

const firstError = (answer: unknown) => String(dig(answer, "errors", 0, "message"));

const head = async (branch: string) => {
  const answer = await graphql(
    `
      query ($branch: String!) {
        repository(owner: "immersa-xr", name: "website") {
          ref(qualifiedName: $branch) {
            target {
              oid
              ... on Commit {
                history(first: 1) {
                  nodes {
                    message
                  }
                }
              }
            }
          }
        }
      }
    `,
    { branch },
  );
  const target = dig(answer, "data", "repository", "ref", "target");
  return {
    oid: String(dig(target, "oid")),
    message: dig(target, "history", "nodes", 0, "message"),
  };
};

const commit = (branch: string, expectedHeadOid: string, path: string, text: string) =>
  graphql(
    `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) {
      commit { oid file_0: file(path: ${JSON.stringify(path)}) { oid } } } }`,
    {
      input: {
        branch: { repositoryNameWithOwner: "immersa-xr/website", branchName: branch },
        expectedHeadOid,
        fileChanges: { additions: [{ path, contents: Buffer.from(text).toString("base64") }] },
        message: { headline: `Update ${path}` },
      },
    },
  );

describe("the GitHub stand-in", () => {
  it("answers only the token it knows, and marks what it does not implement", async () => {
    expect((await rest("GET", "/issues/1", undefined, "wrong")).status).toBe(401);
    const missing = await rest("GET", "/releases");
    expect(missing.status).toBe(501);
    expect(standIn.describeRequests()).toContain(
      "UNEXPECTED GET /api/v3/repos/immersa-xr/website/releases -> 501",
    );
  });

  it("refuses a GraphQL field outside GitHub's, and says so in its log", async () => {
    const answer = await graphql(`
      {
        repository(owner: "immersa-xr", name: "website") {
          stargazerCount
        }
      }
    `);
    expect(firstError(answer)).toContain('Cannot query field "stargazerCount"');
    expect(standIn.requests.at(-1)).toMatchObject({ unexpected: true, status: 200 });
  });

  it("lists the tree and reads a binary blob byte for byte", async () => {
    const { json } = await rest("GET", "/git/trees/main?recursive=1");
    const tree = dig(json, "tree");
    const png = Array.isArray(tree)
      ? tree.find((item) => dig(item, "path") === "media/images/dot.png")
      : undefined;
    expect(png).toMatchObject({ type: "blob", size: 7 });
    const sha = String(dig(png, "sha"));
    const raw = await fetch(`${standIn.url}/api/v3/repos/immersa-xr/website/git/blobs/${sha}`, {
      headers: { Authorization: `token ${standInToken}`, Accept: "application/vnd.github.raw" },
    });
    expect(raw.headers.get("content-type")).toBe("application/octet-stream");
    expect(Buffer.from(await raw.arrayBuffer())).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    );
  });

  it("takes a draft through branch, commit, pull request, review and merge, as the editor does", async () => {
    const main = await head("main");
    const repositoryId = dig(
      await graphql(`
        {
          repository(owner: "immersa-xr", name: "website") {
            id
          }
        }
      `),
      "data",
      "repository",
      "id",
    );
    const createBranch = () =>
      graphql(
        `
          mutation ($input: CreateRefInput!) {
            createRef(input: $input) {
              ref {
                name
              }
            }
          }
        `,
        {
          input: {
            repositoryId,
            name: "refs/heads/cms/pages/home",
            oid: main.oid,
          },
        },
      );
    const created = await createBranch();
    expect(dig(created, "data", "createRef", "ref", "name")).toBe("cms/pages/home");
    const again = await createBranch();
    expect(firstError(again)).toContain("already exists");

    const saved = await commit(
      "cms/pages/home",
      main.oid,
      "content/pages/home.yaml",
      "title: Thuis\n",
    );
    expect(saved).toMatchObject({
      data: {
        createCommitOnBranch: {
          commit: { file_0: { oid: expect.stringMatching(/^[0-9a-f]{40}$/) } },
        },
      },
    });
    // A commit on a head that has moved is refused, as GitHub refuses it.
    const stale = await commit("cms/pages/home", main.oid, "content/pages/home.yaml", "x\n");
    expect(firstError(stale)).toContain("Expected branch to point to");

    const opened = await rest("POST", "/pulls", {
      title: "Pagina's “Home”",
      head: "cms/pages/home",
      base: "main",
      draft: true,
    });
    expect(opened.status).toBe(201);
    const number = Number(dig(opened.json, "number"));
    await rest("POST", `/issues/${number}/labels`, { labels: ["sveltia-cms/draft"] });
    await standIn.reportDeployPreview(number, {
      state: "failed",
      logUrl: "https://app.netlify.com/log",
    });

    const listed = await graphql(`
      {
        repository(owner: "immersa-xr", name: "website") {
          pullRequests(
            states: OPEN
            labels: ["sveltia-cms/draft"]
            first: 100
            orderBy: { field: UPDATED_AT, direction: DESC }
          ) {
            nodes {
              id
              number
              isDraft
              headRefName
              headRefOid
              author {
                login
                ... on User {
                  name
                }
              }
              labels(first: 100) {
                nodes {
                  name
                }
              }
              files(first: 100) {
                nodes {
                  path
                  changeType
                }
              }
            }
          }
        }
      }
    `);
    const pull = dig(listed, "data", "repository", "pullRequests", "nodes", 0);
    expect(pull).toMatchObject({
      number,
      isDraft: true,
      headRefName: "cms/pages/home",
      author: { login: "marketeer", name: "Marketeer Immersa" },
      labels: { nodes: [{ name: "sveltia-cms/draft" }] },
      files: { nodes: [{ path: "content/pages/home.yaml", changeType: "MODIFIED" }] },
    });
    const deploy = await graphql(
      `{ repository(owner: "immersa-xr", name: "website") {
        commit_0: object(oid: ${JSON.stringify(dig(pull, "headRefOid"))}) { ... on Commit {
          status { contexts { context state targetUrl description } }
          deployments(last: 10, orderBy: { field: CREATED_AT, direction: ASC }) { nodes { environment } }
          checkSuites(last: 10) { nodes { checkRuns(last: 20) { nodes { name } } } } } } } }`,
    );
    expect(dig(deploy, "data", "repository", "commit_0", "status", "contexts")).toEqual([
      {
        context: "netlify/immersa-xr/deploy-preview",
        state: "FAILURE",
        targetUrl: "https://app.netlify.com/log",
        description: "Deploy Preview failed.",
      },
    ]);

    // A draft cannot be merged; a pull request whose preview failed cannot either.
    expect(await rest("PUT", `/pulls/${number}/merge`, { merge_method: "squash" })).toMatchObject({
      status: 405,
      json: { message: "Pull Request is still a draft" },
    });
    await graphql(
      `
        mutation ($input: MarkPullRequestReadyForReviewInput!) {
          markPullRequestReadyForReview(input: $input) {
            pullRequest {
              isDraft
            }
          }
        }
      `,
      { input: { pullRequestId: dig(pull, "id") } },
    );
    await rest("PATCH", `/issues/${number}`, { labels: ["sveltia-cms/pending_publish"] });
    expect(await rest("PUT", `/pulls/${number}/merge`, { merge_method: "squash" })).toMatchObject({
      status: 405,
      json: { message: 'Required status check "netlify/immersa-xr/deploy-preview" is failing.' },
    });
    await standIn.reportDeployPreview(number, {
      state: "ready",
      url: "https://deploy-preview-1--x.netlify.app",
    });
    const merged = await rest("PUT", `/pulls/${number}/merge`, {
      merge_method: "squash",
      commit_title: "Pagina's “Home”",
    });
    expect(merged).toMatchObject({ status: 200, json: { merged: true } });
    expect((await rest("DELETE", "/git/refs/heads/cms/pages/home")).status).toBe(204);

    expect((await standIn.files())["content/pages/home.yaml"]?.toString()).toBe("title: Thuis\n");
    expect(await standIn.branches()).toEqual(["main"]);
    expect((await head("main")).message).toBe("Pagina's “Home”");
    expect(standIn.pullRequests()[0]).toMatchObject({ state: "closed", merged: true });
  });
});
