/**
 * The stand-in's HTTP API, laid out as GitHub Enterprise Server's: REST
 * below `/api/v3`, GraphQL at `/api/graphql`, open to any origin (CORS) as
 * GitHub's is, for the one token it knows. Only what Sveltia CMS's GitHub
 * backend calls is there (the REST routes below, `schema.graphql`); any
 * other request answers 501 and is marked unexpected in the requests log,
 * which the tests print when they fail.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { parse, type OperationDefinitionNode, type SelectionNode } from "graphql";
import { avatarOf, executeGraphQL, isBinary, pullRequestUrl } from "./graphql";
import { ApiError, type PullRequest, type StandInRepository } from "./repository";

/** One request the stand-in received, and what it answered. */
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** For GraphQL: the operation and its fields; for an error: its message. */
  detail?: string;
  /** A request the stand-in does not implement, or a query outside its schema. */
  unexpected?: true;
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** The log entry of the request `res` answers (`res.locals` is Express's untyped store). */
const entryOf = (res: Response): LoggedRequest => res.locals.entry;

/** A selection's fields, two levels deep, aliases counted (`content_0 … content_9`: `content_×10`). */
function describeSelection(selections: readonly SelectionNode[], depth: number): string {
  const counts = new Map<string, number>();
  const inner = new Map<string, string>();
  for (const selection of selections) {
    if (selection.kind !== "Field") continue;
    const name = selection.alias?.value.replace(/_\d+$/, "_") ?? selection.name.value;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    if (depth > 1 && selection.selectionSet && !inner.has(name))
      inner.set(name, describeSelection(selection.selectionSet.selections, depth - 1));
  }
  return [...counts]
    .map(([name, count]) => {
      const below = inner.get(name);
      return `${name}${count > 1 ? `×${count}` : ""}${below ? ` { ${below} }` : ""}`;
    })
    .join(", ");
}

/** The operation of a GraphQL request and the fields it asks for, for the log. */
function describeQuery(query: string): string {
  try {
    const operation = parse(query).definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === "OperationDefinition",
    );
    if (!operation) return "no operation";
    return `${operation.operation} { ${describeSelection(operation.selectionSet.selections, 2)} }`;
  } catch {
    return "unparsable query";
  }
}

const pullRequestJson = (repository: StandInRepository, item: PullRequest, head: string) => ({
  number: item.number,
  node_id: `PR_${item.number}`,
  title: item.title,
  body: item.body,
  state: item.state,
  draft: item.draft,
  merged: item.merged,
  html_url: pullRequestUrl(repository, item),
  head: { ref: item.head, sha: head },
  base: { ref: item.base },
  labels: item.labels.map((name) => ({ name })),
  user: { login: item.author.login },
  created_at: item.createdAt.toISOString(),
  updated_at: item.updatedAt.toISOString(),
});

const issueJson = (repository: StandInRepository, item: PullRequest) => ({
  number: item.number,
  title: item.title,
  state: item.state,
  labels: item.labels.map((name) => ({ name })),
  pull_request: { html_url: pullRequestUrl(repository, item) },
});

const restFileStatus = {
  ADDED: "added",
  MODIFIED: "modified",
  DELETED: "removed",
  RENAMED: "renamed",
};

export function createApi(
  repository: StandInRepository,
  { token, log }: { token: string; log: LoggedRequest[] },
): express.Express {
  const app = express();
  const repo = `/api/v3/repos/${repository.owner}/${repository.name}`;
  const { git, user } = repository;

  app.use((req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH, PUT, DELETE");
      res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept");
      res.status(204).end();
      return;
    }
    const entry: LoggedRequest = { method: req.method, path: req.originalUrl, status: 0 };
    log.push(entry);
    res.locals.entry = entry;
    res.on("finish", () => (entry.status = res.statusCode));
    const [scheme, given] = (req.headers.authorization ?? "").split(" ");
    if (!["token", "Bearer", "bearer"].includes(scheme ?? "") || given !== token) {
      entry.detail = "Bad credentials";
      res.status(401).json({ message: "Bad credentials" });
      return;
    }
    next();
  });
  app.use(express.json({ limit: "100mb" }));

  const route = (handler: Handler) => (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      if (!(error instanceof ApiError)) return next(error);
      entryOf(res).detail = error.message;
      res.status(error.status).json({ message: error.message });
    });
  };
  const branchParam = (req: Request) => {
    const value: unknown = req.params.branch;
    return Array.isArray(value) ? value.join("/") : String(value);
  };
  const pullRequestParam = (req: Request) => repository.pullRequest(Number(req.params.number));
  const body = (req: Request): Record<string, unknown> =>
    typeof req.body === "object" && req.body !== null ? req.body : {};

  app.get(
    "/api/v3/user",
    route(async (_req, res) => {
      res.json({
        login: user.login,
        id: user.id,
        name: user.name,
        email: user.email,
        avatar_url: avatarOf(user),
        html_url: `${repository.host}/${user.login}`,
        type: "User",
      });
    }),
  );

  app.get(
    `${repo}/collaborators/:login`,
    route(async (req, res) => {
      if (req.params.login === user.login) res.status(204).end();
      else res.status(404).json({ message: "Not Found" });
    }),
  );

  app.get(
    `${repo}/git/trees/*treeish`,
    route(async (req, res) => {
      const value: unknown = req.params.treeish;
      const treeish = Array.isArray(value) ? value.join("/") : String(value);
      const head = (await git.branchHead(treeish)) ?? (await git.resolve(treeish));
      if (head === undefined) throw new ApiError(404, "Not Found");
      const { tree, items } = await git.listTree(head);
      res.json({
        sha: tree,
        truncated: false,
        tree: items.map((item) => ({
          path: item.path,
          mode: item.mode,
          type: item.type,
          sha: item.oid,
          ...(item.size === undefined ? {} : { size: item.size }),
        })),
      });
    }),
  );

  app.get(
    `${repo}/git/blobs/:sha`,
    route(async (req, res) => {
      const sha = String(req.params.sha);
      if ((await git.objectType(sha)) !== "blob") throw new ApiError(404, "Not Found");
      const bytes = await git.readBlob(sha);
      if (req.headers.accept === "application/vnd.github.raw") {
        res.type(isBinary(bytes) ? "application/octet-stream" : "text/plain; charset=utf-8");
        res.send(bytes);
      } else {
        res.json({
          sha,
          size: bytes.length,
          encoding: "base64",
          content: bytes.toString("base64"),
        });
      }
    }),
  );

  app.delete(
    `${repo}/git/refs/heads/*branch`,
    route(async (req, res) => {
      if (!(await git.deleteBranch(branchParam(req))))
        throw new ApiError(422, "Reference does not exist");
      res.status(204).end();
    }),
  );

  app.patch(
    `${repo}/git/refs/heads/*branch`,
    route(async (req, res) => {
      const branch = branchParam(req);
      const { sha, force } = body(req);
      const head = await git.branchHead(branch);
      if (head === undefined) throw new ApiError(422, "Reference does not exist");
      if (typeof sha !== "string" || (await git.objectType(sha)) !== "commit")
        throw new ApiError(422, "Object does not exist");
      if (force !== true && (await git.mergeBase(head, sha)) !== head)
        throw new ApiError(422, "Update is not a fast forward");
      await git.moveRef(branch, sha, head);
      res.json({ ref: `refs/heads/${branch}`, object: { type: "commit", sha } });
    }),
  );

  app.post(
    `${repo}/pulls`,
    route(async (req, res) => {
      const { title, head, base, draft, body: text } = body(req);
      if (typeof title !== "string" || typeof head !== "string" || typeof base !== "string")
        throw new ApiError(422, "Validation Failed: title, head and base are required");
      const created = await repository.openPullRequest({
        title,
        head,
        base,
        draft: draft === true,
        body: typeof text === "string" ? text : "",
      });
      res.status(201).json(pullRequestJson(repository, created, await repository.headOf(created)));
    }),
  );

  app.patch(
    `${repo}/pulls/:number`,
    route(async (req, res) => {
      const pullRequest = pullRequestParam(req);
      const { state, title } = body(req);
      if (typeof title === "string") repository.update(pullRequest, { title });
      if (state === "open" || state === "closed") repository.setState(pullRequest, state);
      res.json(pullRequestJson(repository, pullRequest, await repository.headOf(pullRequest)));
    }),
  );

  app.put(
    `${repo}/pulls/:number/merge`,
    route(async (req, res) => {
      const pullRequest = pullRequestParam(req);
      const { merge_method: method = "merge", commit_title: title } = body(req);
      const sha = await repository.merge(pullRequest, {
        method: String(method),
        title: typeof title === "string" ? title : pullRequest.title,
      });
      res.json({ sha, merged: true, message: "Pull Request successfully merged" });
    }),
  );

  app.get(
    `${repo}/pulls/:number/files`,
    route(async (req, res) => {
      const pullRequest = pullRequestParam(req);
      const changes = await git.changedFiles(
        pullRequest.base,
        await repository.headOf(pullRequest),
      );
      res.json(
        changes.map(({ path, change, previousPath }) => ({
          filename: path,
          status: restFileStatus[change],
          ...(previousPath ? { previous_filename: previousPath } : {}),
        })),
      );
    }),
  );

  app.get(
    `${repo}/issues/:number`,
    route(async (req, res) => {
      res.json(issueJson(repository, pullRequestParam(req)));
    }),
  );

  app.patch(
    `${repo}/issues/:number`,
    route(async (req, res) => {
      const pullRequest = pullRequestParam(req);
      const { labels } = body(req);
      if (Array.isArray(labels))
        repository.update(pullRequest, { labels: labels.map((label) => String(label)) });
      res.json(issueJson(repository, pullRequest));
    }),
  );

  app.post(
    `${repo}/issues/:number/labels`,
    route(async (req, res) => {
      const pullRequest = pullRequestParam(req);
      const { labels } = body(req);
      if (!Array.isArray(labels)) throw new ApiError(422, "Validation Failed: labels");
      const added = labels.map((label) => String(label));
      repository.update(pullRequest, {
        labels: [...new Set([...pullRequest.labels, ...added])],
      });
      res.json(pullRequest.labels.map((name) => ({ name })));
    }),
  );

  app.post(
    "/api/graphql",
    route(async (req, res) => {
      const { query, variables } = body(req);
      if (typeof query !== "string") throw new ApiError(400, "A query is required");
      const entry = entryOf(res);
      entry.detail = describeQuery(query);
      const result = await executeGraphQL(repository, {
        query,
        variables:
          typeof variables === "object" && variables !== null
            ? Object.fromEntries(Object.entries(variables))
            : {},
      });
      if (result.errors?.length) {
        entry.detail += `: ${result.errors.map((error) => error.message).join("; ")}`;
        // A field or argument outside the schema: Sveltia asks for something the stand-in lacks.
        if (result.data === undefined) entry.unexpected = true;
      }
      res.json(result);
    }),
  );

  app.use((req, res) => {
    const entry = entryOf(res);
    entry.unexpected = true;
    entry.detail = "not implemented by the stand-in";
    res
      .status(501)
      .json({ message: `The GitHub stand-in does not implement ${req.method} ${req.path}` });
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const entry = entryOf(res);
    entry.unexpected = true;
    entry.detail = error instanceof Error ? error.message : String(error);
    res.status(500).json({ message: entry.detail });
  });

  return app;
}
