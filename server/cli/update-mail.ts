/**
 * `node build/node-server/update-mail.js --commit <hash> --subject <text> --author <text> --log <file> [--served <hash>]`
 *
 * E-mails that a commit failed to build, naming it, its author and the build's
 * first problem (`mail/failed-build.ts`). The self-hosted updater
 * (`scripts/deploy/update.sh`) runs it from the served release, as the failed
 * one has no build, once per failed commit. It sends through the server's
 * settings: `SMTP_URL`, `CONTACT_FROM`, and to `UPDATE_MAIL_TO`, else
 * `CONTACT_TO`. Exit 0 once the SMTP server accepted the message; else 1 (2
 * for wrong arguments) with one line on stderr.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import nodemailer from "nodemailer";
import { ConfigError, loadConfig } from "../config";
import { errorCode } from "../log";
import { failedBuildMessage } from "../mail/failed-build";

class UsageError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      commit: { type: "string" },
      subject: { type: "string", default: "" },
      author: { type: "string", default: "" },
      log: { type: "string" },
      served: { type: "string", default: "" },
    },
    strict: true,
  });
  const { commit, log: logPath } = values;
  if (!commit || !logPath) {
    throw new UsageError(
      "usage: update-mail.js --commit <hash> --subject <text> --author <text> --log <file> [--served <hash>]",
    );
  }
  const to = process.env.UPDATE_MAIL_TO?.trim() || process.env.CONTACT_TO;
  const { smtp } = loadConfig({ ...process.env, CONTACT_TO: to });
  if (!smtp) {
    throw new ConfigError(
      "Set SMTP_URL and CONTACT_TO (or UPDATE_MAIL_TO) to e-mail a failed build.",
    );
  }
  const log = await readFile(logPath, "utf8").catch(() => "");
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const message = failedBuildMessage(
    { commit, subject: values.subject, author: values.author, logPath, log, served: values.served },
    smtp,
  );
  const sent = await transport.sendMail(message);
  const recipients = smtp.to.map((address) => address.address).join(", ");
  process.stdout.write(
    `update-mail: e-mailed ${recipients} that commit ${commit} failed to build (${sent.response})\n`,
  );
}

main().catch((error: unknown) => {
  // parseArgs reports unknown options as TypeError with an ERR_PARSE_ARGS_* code.
  const usage = error instanceof UsageError || (error instanceof TypeError && "code" in error);
  const message = error instanceof Error ? error.message : String(error);
  const detail =
    usage || error instanceof ConfigError ? message : `${errorCode(error)}: ${message}`;
  process.stderr.write(`update-mail: the e-mail was not sent: ${detail}\n`);
  process.exit(usage ? 2 : 1);
});
