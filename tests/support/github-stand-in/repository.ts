/**
 * What the stand-in's one repository holds besides git: its pull requests
 * with their labels, and the statuses posted on its commits (the deploy
 * previews Netlify reports). The rules are GitHub's where the editor relies
 * on them: one open pull request per head branch, a draft cannot be merged,
 * a merged or closed pull request stays closed, and a branch protection
 * rule's required status checks must have succeeded on the head before it
 * is merged.
 */
import type { GitStore, Person } from "./git-store";

/** The signed-in user, as GitHub describes a user. */
export interface User extends Person {
  login: string;
  id: number;
}

export interface PullRequest {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  draft: boolean;
  state: "open" | "closed";
  merged: boolean;
  labels: string[];
  author: User;
  createdAt: Date;
  updatedAt: Date;
  /** The head's last commit, kept when the branch is deleted after merging. */
  lastHead?: string;
}

/** A commit status, as a CI service such as Netlify posts one. */
export interface CommitStatus {
  context: string;
  state: "pending" | "success" | "failure" | "error";
  targetUrl?: string;
  description?: string;
}

/** A refusal GitHub answers with this status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class StandInRepository {
  readonly pullRequests: PullRequest[] = [];
  private readonly statuses = new Map<string, CommitStatus[]>();

  constructor(
    readonly owner: string,
    readonly name: string,
    readonly defaultBranch: string,
    readonly git: GitStore,
    readonly user: User,
    /** The stand-in's own address, where GitHub's web pages would be. */
    readonly host: string,
    /** The default branch's protection: the status contexts a head needs to have succeeded. */
    private readonly requiredStatuses: readonly string[] = [],
    private readonly now: () => Date = () => new Date(),
  ) {}

  get fullName(): string {
    return `${this.owner}/${this.name}`;
  }

  /** The repository's web page, as GitHub links it (the stand-in serves no web pages). */
  get htmlUrl(): string {
    return `${this.host}/${this.fullName}`;
  }

  pullRequest(number: number): PullRequest {
    const found = this.pullRequests.find((item) => item.number === number);
    if (!found) throw new ApiError(404, "Not Found");
    return found;
  }

  async openPullRequest(input: {
    title: string;
    head: string;
    base: string;
    draft: boolean;
    body: string;
  }): Promise<PullRequest> {
    if ((await this.git.branchHead(input.base)) === undefined)
      throw new ApiError(422, `Validation Failed: base ${input.base} does not exist`);
    if ((await this.git.branchHead(input.head)) === undefined)
      throw new ApiError(422, `Validation Failed: head ${input.head} does not exist`);
    if (this.pullRequests.some((item) => item.head === input.head && item.state === "open"))
      throw new ApiError(422, `A pull request already exists for ${this.owner}:${input.head}.`);
    const created = this.now();
    const pullRequest: PullRequest = {
      ...input,
      number: this.pullRequests.length + 1,
      state: "open",
      merged: false,
      labels: [],
      author: this.user,
      createdAt: created,
      updatedAt: created,
    };
    this.pullRequests.push(pullRequest);
    return pullRequest;
  }

  update(
    pullRequest: PullRequest,
    change: Partial<Pick<PullRequest, "draft" | "labels" | "title">>,
  ) {
    Object.assign(pullRequest, change, { updatedAt: this.now() });
  }

  setState(pullRequest: PullRequest, state: "open" | "closed"): void {
    if (pullRequest.merged && state === "open")
      throw new ApiError(
        422,
        "Validation Failed: state cannot be changed. The pull request was merged.",
      );
    this.update(pullRequest, {});
    pullRequest.state = state;
  }

  /** The head branch's commit (or its last one, once the branch is gone). */
  async headOf(pullRequest: PullRequest): Promise<string> {
    const head = (await this.git.branchHead(pullRequest.head)) ?? pullRequest.lastHead;
    if (head === undefined) throw new ApiError(422, `head ${pullRequest.head} does not exist`);
    return head;
  }

  async merge(
    pullRequest: PullRequest,
    { method, title }: { method: string; title: string },
  ): Promise<string> {
    if (pullRequest.state !== "open") throw new ApiError(405, "Pull Request is not mergeable");
    if (pullRequest.draft) throw new ApiError(405, "Pull Request is still a draft");
    if (method !== "merge" && method !== "squash")
      throw new ApiError(422, `the stand-in merges with "merge" or "squash", not "${method}"`);
    const head = await this.headOf(pullRequest);
    for (const context of this.requiredStatuses) {
      const status = this.statusesOf(head).find((item) => item.context === context);
      if (status?.state !== "success")
        throw new ApiError(
          405,
          `Required status check "${context}" is ${status ? "failing" : "expected"}.`,
        );
    }
    const commit = await this.git.merge(pullRequest.base, head, {
      squash: method === "squash",
      message: title,
      by: this.user,
    });
    if (commit === undefined) throw new ApiError(405, "Pull Request is not mergeable");
    this.update(pullRequest, {});
    Object.assign(pullRequest, { state: "closed", merged: true, lastHead: head });
    return commit;
  }

  postStatus(sha: string, status: CommitStatus): void {
    // GitHub keeps every status; a context's newest is the one that counts.
    const kept = (this.statuses.get(sha) ?? []).filter((item) => item.context !== status.context);
    this.statuses.set(sha, [...kept, status]);
  }

  statusesOf(sha: string): CommitStatus[] {
    return this.statuses.get(sha) ?? [];
  }
}
