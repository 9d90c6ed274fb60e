/**
 * The stand-in's repository: a real bare git repository on disk, driven
 * with the `git` command line, so branches, commits, trees, blobs and merges
 * behave as git makes them behave, not as this file imagines them.
 */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Who the stand-in's commits are by: the signed-in user, or the stand-in itself. */
export interface Person {
  name: string;
  email: string;
}

export interface CommitInfo {
  oid: string;
  message: string;
  authorName: string;
  authorEmail: string;
  /** ISO 8601, as git writes `%cI`. */
  committedDate: string;
}

export interface TreeItem {
  path: string;
  mode: string;
  type: "blob" | "tree";
  oid: string;
  /** Bytes, for a blob. */
  size?: number;
}

export interface FileChange {
  path: string;
  change: "ADDED" | "MODIFIED" | "DELETED" | "RENAMED";
  previousPath?: string;
}

/** A git command that failed, with what git said. */
export class GitError extends Error {
  override readonly name = "GitError";
}

/** A commit refused because the branch is no longer where the caller thought. */
export class StaleHeadError extends Error {
  override readonly name = "StaleHeadError";
}

const fieldSeparator = "\x1f";
const recordSeparator = "\x1e";

/**
 * One `git cat-file --batch` (or `--batch-check`) process for the store's
 * life: each name written is answered in turn, so the many objects a load
 * of the editor asks for cost no process each.
 */
class ObjectReader {
  private child: ChildProcessWithoutNullStreams | undefined;
  private pending = Buffer.alloc(0);
  private readonly waiting: {
    resolve: (found: { oid: string; type: string; bytes: Buffer } | undefined) => void;
    reject: (error: Error) => void;
  }[] = [];

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly withContent: boolean,
  ) {}

  /** The process, started at the first read (the repository exists by then). */
  private started(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const mode = this.withContent ? "--batch" : "--batch-check";
    const child = spawn("git", ["cat-file", mode], { env: this.env });
    child.stdout.on("data", (chunk: Buffer) => {
      this.pending = Buffer.concat([this.pending, chunk]);
      this.drain();
    });
    const fail = (error: Error) => {
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    };
    child.on("error", fail);
    child.stdin.on("error", fail);
    child.on("exit", (code) => fail(new GitError(`git cat-file ${mode} ended (${code})`)));
    this.child = child;
    return child;
  }

  /** The object `name` names (`<oid>`, `<branch>:<path>`), or undefined when there is none. */
  read(name: string): Promise<{ oid: string; type: string; bytes: Buffer } | undefined> {
    if (/[\n\r]/.test(name)) return Promise.resolve(undefined);
    const child = this.started();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      child.stdin.write(`${name}\n`);
    });
  }

  private drain(): void {
    while (this.waiting.length > 0) {
      const end = this.pending.indexOf(0x0a);
      if (end === -1) return;
      const [oid = "", type = "", size = ""] = this.pending.subarray(0, end).toString().split(" ");
      if (!/^[0-9a-f]{40}$/.test(oid) || size === "") {
        // `<name> missing`, `<name> ambiguous`
        this.pending = this.pending.subarray(end + 1);
        this.waiting.shift()?.resolve(undefined);
        continue;
      }
      const length = this.withContent ? Number(size) : 0;
      const next = this.withContent ? end + 1 + length + 1 : end + 1;
      if (this.pending.length < next) return;
      const bytes = Buffer.from(this.pending.subarray(end + 1, end + 1 + length));
      this.pending = this.pending.subarray(next);
      this.waiting.shift()?.resolve({ oid, type, bytes });
    }
  }

  close(): void {
    this.child?.stdin.end();
  }
}

export class GitStore {
  /** Objects never change (their name is their content's hash), so what was read once is kept. */
  private readonly types = new Map<string, string>();
  private readonly blobs = new Map<string, Buffer>();
  private readonly lastChanges = new Map<string, Promise<Map<string, CommitInfo>>>();
  private readonly lookup: ObjectReader;
  private readonly contents: ObjectReader;

  private constructor(
    readonly dir: string,
    private readonly stand: Person,
  ) {
    const env = { PATH: process.env.PATH, HOME: dir, GIT_DIR: dir, GIT_CONFIG_NOSYSTEM: "1" };
    this.lookup = new ObjectReader(env, false);
    this.contents = new ObjectReader(env, true);
  }

  /** A new bare repository in a temporary folder whose `branch` holds `files` in one commit. */
  static async create(
    files: Record<string, Buffer | string>,
    { branch, by, message }: { branch: string; by: Person; message: string },
  ): Promise<GitStore> {
    const dir = await mkdtemp(path.join(tmpdir(), "github-stand-in-"));
    const store = new GitStore(dir, by);
    await store.git(["init", "--quiet", "--bare", `--initial-branch=${branch}`]);
    const tree = await store.writeTree(undefined, files, []);
    const commit = await store.git(["commit-tree", tree, "-m", message], { person: by });
    await store.git(["update-ref", `refs/heads/${branch}`, commit.trim()]);
    return store;
  }

  async remove(): Promise<void> {
    this.lookup.close();
    this.contents.close();
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Runs git in the repository; stdout as text, or bytes with `binary`. */
  private git(
    args: string[],
    options: { input?: string | Buffer; person?: Person; index?: string },
  ): Promise<string>;
  private git(
    args: string[],
    options: { input?: string | Buffer; person?: Person; index?: string; binary: true },
  ): Promise<Buffer>;
  private git(args: string[]): Promise<string>;
  private git(
    args: string[],
    options: { input?: string | Buffer; person?: Person; index?: string; binary?: true } = {},
  ): Promise<string | Buffer> {
    const person = options.person ?? this.stand;
    const env = {
      PATH: process.env.PATH,
      HOME: this.dir,
      GIT_DIR: this.dir,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: person.name,
      GIT_AUTHOR_EMAIL: person.email,
      GIT_COMMITTER_NAME: person.name,
      GIT_COMMITTER_EMAIL: person.email,
      ...(options.index ? { GIT_INDEX_FILE: options.index } : {}),
    };
    return new Promise((resolve, reject) => {
      const child = execFile(
        "git",
        args,
        {
          env,
          encoding: options.binary ? "buffer" : "utf8",
          maxBuffer: 256 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          if (error) {
            const said = Buffer.isBuffer(stderr) ? stderr.toString("utf8") : stderr;
            reject(new GitError(`git ${args.join(" ")}: ${said.trim() || error.message}`));
          } else resolve(stdout);
        },
      );
      // A command that reads nothing may exit before its input is written; its answer is what counts.
      child.stdin?.on("error", () => undefined);
      child.stdin?.end(options.input);
    });
  }

  /** The commit a branch points at, or undefined when there is no such branch. */
  async branchHead(branch: string): Promise<string | undefined> {
    return this.resolve(`refs/heads/${branch}`);
  }

  /** The object an expression names (`<oid>`, `<branch>:<path>`), or undefined. */
  async resolve(expression: string): Promise<string | undefined> {
    if (this.types.has(expression)) return expression;
    const found = await this.lookup.read(expression);
    if (found) this.types.set(found.oid, found.type);
    return found?.oid;
  }

  async objectType(oid: string): Promise<string | undefined> {
    const known = this.types.get(oid);
    if (known) return known;
    const found = await this.lookup.read(oid);
    if (found?.oid !== oid) return undefined;
    this.types.set(oid, found.type);
    return found.type;
  }

  async readBlob(oid: string): Promise<Buffer> {
    const known = this.blobs.get(oid);
    if (known) return known;
    const found = await this.contents.read(oid);
    if (found?.type !== "blob") throw new GitError(`no blob ${oid}`);
    this.blobs.set(oid, found.bytes);
    return found.bytes;
  }

  async branches(): Promise<string[]> {
    const out = await this.git(["for-each-ref", "--format=%(refname:short)", "refs/heads/"]);
    return out.split("\n").filter(Boolean).sort();
  }

  /** Every entry below the tree of `treeish` (a commit or a branch), blobs with their size. */
  async listTree(treeish: string): Promise<{ tree: string; items: TreeItem[] }> {
    const tree = (await this.git(["rev-parse", "--verify", `${treeish}^{tree}`])).trim();
    const out = await this.git(["ls-tree", "-r", "-t", "-l", "-z", tree]);
    const items = out
      .split("\0")
      .filter(Boolean)
      .map((line): TreeItem => {
        const [meta = "", itemPath = ""] = line.split("\t");
        const [mode = "", type = "", oid = "", size = ""] = meta.split(/\s+/);
        return type === "tree"
          ? { path: itemPath, mode, type, oid }
          : { path: itemPath, mode, type: "blob", oid, size: Number(size) };
      });
    return { tree, items };
  }

  /** Every file of `branch`, by path. */
  async files(branch: string): Promise<Record<string, Buffer>> {
    const { items } = await this.listTree(`refs/heads/${branch}`);
    const blobs = items.filter((item) => item.type === "blob");
    const contents = await Promise.all(blobs.map((item) => this.readBlob(item.oid)));
    return Object.fromEntries(
      blobs.map((item, index) => [item.path, contents[index] ?? Buffer.of()]),
    );
  }

  /**
   * The newest `count` commits reachable from `oid`, those that changed
   * `file` when given. The newest change of each file comes from one walk
   * of the history per commit (the editor asks for every file's at once).
   */
  async history(oid: string, count: number, file?: string): Promise<CommitInfo[]> {
    if (file !== undefined && count === 1) {
      const last = (await this.lastChangesOf(oid)).get(file);
      return last ? [last] : [];
    }
    return this.log(oid, count, file);
  }

  /** The newest commit that changed each file, in the history of `oid`. */
  private lastChangesOf(oid: string): Promise<Map<string, CommitInfo>> {
    let found = this.lastChanges.get(oid);
    if (!found) {
      found = this.git([
        "-c",
        "core.quotePath=false",
        "log",
        `--format=${recordSeparator}${["%H", "%an", "%ae", "%cI", "%B"].join(fieldSeparator)}${fieldSeparator}`,
        "--name-only",
        oid,
      ]).then((out) => {
        const changes = new Map<string, CommitInfo>();
        for (const record of out.split(recordSeparator).filter(Boolean)) {
          const [
            commit = "",
            authorName = "",
            authorEmail = "",
            committedDate = "",
            message = "",
            names = "",
          ] = record.split(fieldSeparator);
          const info = {
            oid: commit,
            authorName,
            authorEmail,
            committedDate,
            message: message.trimEnd(),
          };
          for (const name of names.split("\n").filter(Boolean))
            if (!changes.has(name)) changes.set(name, info);
        }
        return changes;
      });
      this.lastChanges.set(oid, found);
    }
    return found;
  }

  private async log(oid: string, count: number, file?: string): Promise<CommitInfo[]> {
    const format = ["%H", "%an", "%ae", "%cI", "%B"].join("%x1f") + "%x1e";
    const out = await this.git([
      "log",
      `--max-count=${count}`,
      `--format=${format}`,
      oid,
      ...(file ? ["--", file] : []),
    ]);
    return out
      .split(recordSeparator)
      .map((record) => record.replace(/^\n/, ""))
      .filter(Boolean)
      .map((record) => {
        const [commit = "", authorName = "", authorEmail = "", committedDate = "", message = ""] =
          record.split(fieldSeparator);
        return { oid: commit, authorName, authorEmail, committedDate, message: message.trimEnd() };
      });
  }

  async commitInfo(oid: string): Promise<CommitInfo | undefined> {
    return (await this.history(oid, 1))[0];
  }

  /**
   * A tree: the tree of `base` (none: empty) with `additions` written and
   * `deletions` removed. A deletion of a path `base` lacks is refused, as
   * GitHub refuses it.
   */
  private async writeTree(
    base: string | undefined,
    additions: Record<string, Buffer | string>,
    deletions: string[],
  ): Promise<string> {
    const scratch = await mkdtemp(path.join(tmpdir(), "github-stand-in-index-"));
    const index = path.join(scratch, "index");
    try {
      if (base) await this.git(["read-tree", base], { index });
      else await this.git(["read-tree", "--empty"], { index });
      for (const file of deletions) {
        const present = (await this.git(["ls-files", "--", file], { index })).trim();
        if (!present) throw new GitError(`${file} cannot be deleted: it does not exist`);
      }
      // Every addition is written beside the index and stored by one `hash-object`.
      const entries = Object.entries(additions);
      const written = await Promise.all(
        entries.map(async ([, content], at) => {
          const copy = path.join(scratch, `blob-${at}`);
          await writeFile(copy, content);
          return copy;
        }),
      );
      const oids = entries.length
        ? (
            await this.git(["hash-object", "-w", "--no-filters", "--stdin-paths"], {
              input: written.map((copy) => `${copy}\n`).join(""),
            })
          )
            .trim()
            .split("\n")
        : [];
      const lines = entries.map(([file], at) => `100644 ${oids[at]}\t${file}`);
      const removals = deletions.map((file) => `0 ${"0".repeat(40)}\t${file}`);
      await this.git(["update-index", "--index-info"], {
        index,
        input: [...removals, ...lines].map((line) => `${line}\n`).join(""),
      });
      return (await this.git(["write-tree"], { index })).trim();
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * A commit on `branch` with `changes`, made only if the branch still
   * points at `expectedHead` (as GitHub's `createCommitOnBranch`).
   */
  async commit(
    branch: string,
    expectedHead: string,
    changes: { additions: Record<string, Buffer>; deletions: string[] },
    message: string,
    by: Person,
  ): Promise<string> {
    const head = await this.branchHead(branch);
    if (head === undefined) throw new GitError(`no branch ${branch}`);
    if (head !== expectedHead)
      throw new StaleHeadError(
        `Expected branch to point to "${expectedHead}" but it did not. Pull and try again.`,
      );
    const tree = await this.writeTree(head, changes.additions, changes.deletions);
    const commit = (
      await this.git(["commit-tree", tree, "-p", head, "-m", message], { person: by })
    ).trim();
    await this.moveRef(branch, commit, head);
    return commit;
  }

  /** Creates `branch` at `oid`; false when it exists. */
  async createBranch(branch: string, oid: string): Promise<boolean> {
    if ((await this.branchHead(branch)) !== undefined) return false;
    await this.git(["update-ref", `refs/heads/${branch}`, oid, "0".repeat(40)]);
    return true;
  }

  /** Points `branch` at `oid`, if it still points at `expected` when that is given. */
  async moveRef(branch: string, oid: string, expected?: string): Promise<void> {
    await this.git(["update-ref", `refs/heads/${branch}`, oid, ...(expected ? [expected] : [])]);
  }

  async deleteBranch(branch: string): Promise<boolean> {
    const head = await this.branchHead(branch);
    if (head === undefined) return false;
    await this.git(["update-ref", "-d", `refs/heads/${branch}`, head]);
    return true;
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    try {
      return (await this.git(["merge-base", a, b])).trim();
    } catch {
      return undefined;
    }
  }

  /** What `head` changes against where it left `base`: a pull request's files. */
  async changedFiles(base: string, head: string): Promise<FileChange[]> {
    const from = (await this.mergeBase(base, head)) ?? base;
    const out = await this.git(["diff", "--name-status", "-z", "-M", from, head]);
    const fields = out.split("\0").filter(Boolean);
    const changes: FileChange[] = [];
    for (let at = 0; at < fields.length;) {
      const status = fields[at++] ?? "";
      if (status.startsWith("R")) {
        const previousPath = fields[at++] ?? "";
        changes.push({ path: fields[at++] ?? "", change: "RENAMED", previousPath });
      } else {
        const change = status === "A" ? "ADDED" : status === "D" ? "DELETED" : "MODIFIED";
        changes.push({ path: fields[at++] ?? "", change });
      }
    }
    return changes;
  }

  /**
   * Merges `head` into `branch`: one commit with both as parents, or with
   * `squash` one commit on `branch` alone. Undefined when they conflict.
   */
  async merge(
    branch: string,
    head: string,
    { squash, message, by }: { squash: boolean; message: string; by: Person },
  ): Promise<string | undefined> {
    const base = await this.branchHead(branch);
    if (base === undefined) throw new GitError(`no branch ${branch}`);
    let tree: string;
    try {
      tree = (await this.git(["merge-tree", "--write-tree", base, head])).split("\n")[0] ?? "";
    } catch {
      return undefined;
    }
    const parents = squash ? ["-p", base] : ["-p", base, "-p", head];
    const commit = (
      await this.git(["commit-tree", tree, ...parents, "-m", message], { person: by })
    ).trim();
    await this.moveRef(branch, commit, base);
    return commit;
  }
}
