import { stripVTControlCharacters } from "node:util";
import type Mail from "nodemailer/lib/mailer";
import { fill, serverText } from "../text";
import type { MailSettings } from "./message";

/** A commit the self-hosted updater (`scripts/deploy/update.sh`) could not build. */
export interface FailedBuild {
  readonly commit: string;
  /** The commit message's first line. */
  readonly subject: string;
  /** `Name <address>`, as git records the author. */
  readonly author: string;
  /** Where the install and build output lies on the server, and what it says. */
  readonly logPath: string;
  readonly log: string;
  /** The commit the site still serves; empty when none is served yet. */
  readonly served: string;
}

/** A problem of the content check: `  - content/cases/x.md: title: required`. */
const contentProblem = /^\s*- (content\/\S.*?: .+)$/m;
/** The first line that reports an error (npm, Vite, esbuild, tsc, Node). */
const errorLine = /^.*(?:\berror\b|\bERR!).*$/im;
const MAX_PROBLEM_LENGTH = 300;

/**
 * The build's first problem, as the mail names it: the content check's first
 * problem, which names the file and field; else the first line that reports an
 * error; else the last line. Empty when the log is.
 */
export function firstProblem(log: string): string {
  const plain = stripVTControlCharacters(log);
  const line =
    contentProblem.exec(plain)?.[1] ??
    errorLine.exec(plain)?.[0] ??
    plain
      .split("\n")
      .filter((item) => item.trim())
      .at(-1) ??
    "";
  const trimmed = line.trim();
  return trimmed.length > MAX_PROBLEM_LENGTH
    ? `${trimmed.slice(0, MAX_PROBLEM_LENGTH - 1)}…`
    : trimmed;
}

/**
 * The e-mail that says a change was not published (its texts are in
 * `content/server.yaml`). Plain text; the commit's subject reaches the Subject
 * header on one line, which nodemailer encodes. One Message-ID per commit, so
 * a mail client folds a copy sent again into the first.
 */
export function failedBuildMessage(failure: FailedBuild, settings: MailSettings): Mail.Options {
  const domain = settings.from.address.split("@")[1] ?? "localhost";
  const text = serverText.updateMail;
  const subject = failure.subject.replace(/\s+/g, " ").trim();
  return {
    from: { ...settings.from },
    to: settings.to.map((address) => ({ ...address })),
    subject: fill(text.subject, { title: subject }),
    messageId: `<build-failed-${failure.commit}@${domain}>`,
    text: [
      text.intro,
      "",
      `${text.change}: ${subject}`,
      `${text.author}: ${failure.author}`,
      `${text.commit}: ${failure.commit}`,
      `${text.problem}: ${firstProblem(failure.log) || text.emptyLog}`,
      "",
      `${text.served}: ${failure.served || text.nothingServed}`,
      `${text.log}: ${failure.logPath}`,
      "",
      text.nextStep,
    ].join("\n"),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
