/**
 * `npm run submissions -- list | export --format csv|json | purge [--all --yes] | delete <id>`
 * See `commands.ts` for what each does.
 */
import { DatabaseLockedError, runCli, UsageError } from "./commands";

try {
  runCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    env: process.env,
    cwd: process.cwd(),
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  // parseArgs reports unknown options as TypeError with an ERR_PARSE_ARGS_* code.
  const usageProblem =
    error instanceof UsageError || (error instanceof TypeError && "code" in error);
  // 75 (EX_TEMPFAIL): try again later.
  process.exit(usageProblem ? 2 : error instanceof DatabaseLockedError ? 75 : 1);
}
