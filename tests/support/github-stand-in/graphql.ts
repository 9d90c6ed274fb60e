/**
 * The stand-in's GraphQL endpoint: `schema.graphql` executed by graphql-js
 * against the repository, one small class per GitHub type whose methods
 * are the fields that take arguments (graphql-js calls a method with the
 * field's arguments).
 */
import { readFileSync } from "node:fs";
import { buildSchema, graphql, GraphQLError, type ExecutionResult } from "graphql";
import type { CommitInfo } from "./git-store";
import { StaleHeadError } from "./git-store";
import type { CommitStatus, PullRequest, StandInRepository, User } from "./repository";

const schema = buildSchema(readFileSync(new URL("schema.graphql", import.meta.url), "utf8"));

/** GitHub's GraphQL API cuts a blob's `text` off here (and says `isTruncated`). */
const blobTextLimit = 512 * 1024;

/** What the REST API answers for a node id: the ids the stand-in hands out. */
const repositoryId = (repository: StandInRepository) => `R_${repository.fullName}`;
const pullRequestId = (number: number) => `PR_${number}`;

/** Binary, as git decides it: a NUL byte in the first 8000 bytes. */
export const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

const fail = (message: string, type = "UNPROCESSABLE") =>
  new GraphQLError(message, { extensions: { type } });

class UserNode {
  readonly __typename = "User";
  constructor(private readonly user: User) {}
  get login() {
    return this.user.login;
  }
  get name() {
    return this.user.name;
  }
  get email() {
    return this.user.email;
  }
  get databaseId() {
    return this.user.id;
  }
  get avatarUrl() {
    return avatarOf(this.user);
  }
}

/** A picture the editor's policy lets it show (`img-src data:`): no other host is asked. */
export const avatarOf = (user: User) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#6b7"/><title>${user.login}</title></svg>`)}`;

class CommitNode {
  readonly __typename = "Commit";
  constructor(
    private readonly repository: StandInRepository,
    private readonly info: CommitInfo,
  ) {}
  get oid() {
    return this.info.oid;
  }
  get message() {
    return this.info.message;
  }
  get committedDate() {
    return this.info.committedDate;
  }
  get author() {
    const { authorName: name, authorEmail: email } = this.info;
    const { user } = this.repository;
    return {
      name,
      email,
      avatarUrl: avatarOf(user),
      user: email === user.email ? new UserNode(user) : null,
    };
  }
  async history({ first, path }: { first?: number; path?: string }) {
    const commits = await this.repository.git.history(this.info.oid, first ?? 100, path);
    return { nodes: commits.map((info) => new CommitNode(this.repository, info)) };
  }
  async file({ path }: { path: string }) {
    const oid = await this.repository.git.resolve(`${this.info.oid}:${path}`);
    return oid === undefined ? null : { oid };
  }
  get status() {
    const contexts = this.repository.statusesOf(this.info.oid);
    return contexts.length === 0 ? null : { contexts: contexts.map(statusContext) };
  }
  /** Netlify reports with commit statuses: no deployments, no check runs. */
  deployments() {
    return { nodes: [] };
  }
  checkSuites() {
    return { nodes: [] };
  }
}

const statusContext = ({ context, state, targetUrl, description }: CommitStatus) => ({
  context,
  state: state.toUpperCase(),
  targetUrl: targetUrl ?? null,
  description: description ?? null,
});

async function objectNode(repository: StandInRepository, oid: string | undefined) {
  if (oid === undefined) return null;
  const type = await repository.git.objectType(oid);
  if (type === "commit") {
    const info = await repository.git.commitInfo(oid);
    return info ? new CommitNode(repository, info) : null;
  }
  if (type === "tree") return { __typename: "Tree", oid };
  if (type === "blob") {
    const bytes = await repository.git.readBlob(oid);
    const binary = isBinary(bytes);
    const isTruncated = !binary && bytes.length > blobTextLimit;
    return {
      __typename: "Blob",
      oid,
      byteSize: bytes.length,
      isBinary: binary,
      isTruncated,
      text: binary ? null : bytes.subarray(0, blobTextLimit).toString("utf8"),
    };
  }
  return null;
}

/** `qualifiedName` as GitHub takes it: `main` or `refs/heads/main`. */
const branchName = (qualifiedName: string) => qualifiedName.replace(/^refs\/heads\//, "");

async function refNode(repository: StandInRepository, qualifiedName: string) {
  const name = branchName(qualifiedName);
  const head = await repository.git.branchHead(name);
  if (head === undefined) return null;
  return { name, target: () => objectNode(repository, head) };
}

class PullRequestNode {
  constructor(
    private readonly repository: StandInRepository,
    private readonly pullRequest: PullRequest,
  ) {}
  get id() {
    return pullRequestId(this.pullRequest.number);
  }
  get number() {
    return this.pullRequest.number;
  }
  get title() {
    return this.pullRequest.title;
  }
  get url() {
    return pullRequestUrl(this.repository, this.pullRequest);
  }
  get isDraft() {
    return this.pullRequest.draft;
  }
  get isCrossRepository() {
    return false;
  }
  get createdAt() {
    return this.pullRequest.createdAt.toISOString();
  }
  get updatedAt() {
    return this.pullRequest.updatedAt.toISOString();
  }
  get headRefName() {
    return this.pullRequest.head;
  }
  headRefOid() {
    return this.repository.headOf(this.pullRequest);
  }
  get author() {
    return new UserNode(this.pullRequest.author);
  }
  labels({ first }: { first?: number }) {
    return { nodes: this.pullRequest.labels.slice(0, first).map((name) => ({ name })) };
  }
  async files({ first }: { first?: number }) {
    const head = await this.repository.headOf(this.pullRequest);
    const changes = await this.repository.git.changedFiles(this.pullRequest.base, head);
    return {
      nodes: changes.slice(0, first).map(({ path, change }) => ({ path, changeType: change })),
    };
  }
}

export const pullRequestUrl = (repository: StandInRepository, pullRequest: PullRequest) =>
  `${repository.htmlUrl}/pull/${pullRequest.number}`;

class RepositoryNode {
  constructor(private readonly repository: StandInRepository) {}
  get id() {
    return repositoryId(this.repository);
  }
  defaultBranchRef() {
    return refNode(this.repository, this.repository.defaultBranch);
  }
  ref({ qualifiedName }: { qualifiedName: string }) {
    return refNode(this.repository, qualifiedName);
  }
  async object({ oid, expression }: { oid?: string; expression?: string }) {
    const found = await this.repository.git.resolve(oid ?? expression ?? "");
    return objectNode(this.repository, found);
  }
  pullRequests(args: {
    states?: string[];
    labels?: string[];
    headRefName?: string;
    first?: number;
    orderBy?: { field: string; direction: string };
  }) {
    const stateOf = (item: PullRequest) =>
      item.merged ? "MERGED" : item.state === "open" ? "OPEN" : "CLOSED";
    const matching = this.repository.pullRequests
      .filter((item) => !args.states || args.states.includes(stateOf(item)))
      .filter((item) => !args.labels || item.labels.some((label) => args.labels?.includes(label)))
      .filter((item) => !args.headRefName || item.head === args.headRefName);
    const key = args.orderBy?.field === "UPDATED_AT" ? "updatedAt" : "createdAt";
    const sign = args.orderBy?.direction === "DESC" ? -1 : 1;
    const sorted = matching.toSorted((a, b) => sign * (a[key].getTime() - b[key].getTime()));
    return {
      totalCount: matching.length,
      nodes: sorted.slice(0, args.first).map((item) => new PullRequestNode(this.repository, item)),
    };
  }
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string };
  expectedHeadOid: string;
  fileChanges?: {
    additions?: { path: string; contents: string }[];
    deletions?: { path: string }[];
  };
  message: { headline: string; body?: string };
}

function root(repository: StandInRepository) {
  const ownRepository = (owner: string, name: string) => {
    if (owner !== repository.owner || name !== repository.name)
      throw fail(
        `Could not resolve to a Repository with the name '${owner}/${name}'.`,
        "NOT_FOUND",
      );
    return new RepositoryNode(repository);
  };
  const pullRequestOf = (id: string) => {
    const found = repository.pullRequests.find((item) => pullRequestId(item.number) === id);
    if (!found)
      throw fail(`Could not resolve to a node with the global id of '${id}'`, "NOT_FOUND");
    return found;
  };
  return {
    repository: ({ owner, name }: { owner: string; name: string }) => ownRepository(owner, name),

    async createCommitOnBranch({ input }: { input: CommitInput }) {
      const { repositoryNameWithOwner = "", branchName: branch = "" } = input.branch;
      const [owner = "", name = ""] = repositoryNameWithOwner.split("/");
      ownRepository(owner, name);
      const additions = Object.fromEntries(
        (input.fileChanges?.additions ?? []).map(({ path, contents }) => [
          path,
          Buffer.from(contents, "base64"),
        ]),
      );
      const deletions = (input.fileChanges?.deletions ?? []).map(({ path }) => path);
      const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n");
      try {
        const oid = await repository.git.commit(
          branch,
          input.expectedHeadOid,
          { additions, deletions },
          message,
          repository.user,
        );
        const info = await repository.git.commitInfo(oid);
        return { commit: info ? new CommitNode(repository, info) : null };
      } catch (error) {
        if (error instanceof StaleHeadError) throw fail(error.message, "STALE_DATA");
        throw fail(error instanceof Error ? error.message : String(error));
      }
    },

    async createRef({ input }: { input: { repositoryId: string; name: string; oid: string } }) {
      if (input.repositoryId !== repositoryId(repository))
        throw fail(`Could not resolve to a node with the global id of '${input.repositoryId}'`);
      const name = branchName(input.name);
      if (!(await repository.git.createBranch(name, input.oid)))
        throw fail(`A ref named "${input.name}" already exists in the repository.`);
      return { ref: { name, target: () => objectNode(repository, input.oid) } };
    },

    convertPullRequestToDraft({ input }: { input: { pullRequestId: string } }) {
      const pullRequest = pullRequestOf(input.pullRequestId);
      repository.update(pullRequest, { draft: true });
      return { pullRequest: new PullRequestNode(repository, pullRequest) };
    },

    markPullRequestReadyForReview({ input }: { input: { pullRequestId: string } }) {
      const pullRequest = pullRequestOf(input.pullRequestId);
      repository.update(pullRequest, { draft: false });
      return { pullRequest: new PullRequestNode(repository, pullRequest) };
    },
  };
}

/** Runs one GraphQL request against the repository, as GitHub answers it. */
export function executeGraphQL(
  repository: StandInRepository,
  request: { query: string; variables?: Record<string, unknown> },
): Promise<ExecutionResult> {
  return graphql({
    schema,
    source: request.query,
    variableValues: request.variables,
    rootValue: root(repository),
  });
}
