/**
 * `npm run serve`: serves the existing build (configuration: README.md).
 * Stops with an operator message, not a stack trace, when the build or the
 * configuration is missing or wrong.
 */
import { ConfigError, loadConfig } from "./config";
import { createLogger, errorCode, type LogFields } from "./log";
import { BuildMissingError, startServer } from "./server";
import { activationSocket } from "./socket-activation";
import { DatabaseOpenError } from "./storage/database-open-error";

const logger = createLogger();

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, { logger, listenFd: activationSocket() });

  // `drainIdle` on SIGTERM, systemd's stop or restart, after which another
  // server takes over: no client meets a connection closed under its next
  // request. A broken database stops the server as soon as it can.
  const shutdown = (reason: LogFields, exitCode: number, drainIdle: boolean) => {
    logger.log("info", "server.stopping", reason);
    server.close({ drainIdle }).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.log("error", "server.stop_failed", { error: errorCode(error) });
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown({ signal: "SIGTERM" }, 0, true));
  process.once("SIGINT", () => shutdown({ signal: "SIGINT" }, 0, false));
  // The database file was deleted or replaced (`mv backup.sqlite contact.sqlite`):
  // stop, with exit code 1, and let systemd (`Restart=on-failure`) start the
  // server again. The new start opens whatever is at DATABASE_PATH now with
  // every check a start makes, and only after this process's connection has
  // closed: a connection opened beside it would share the old file's -wal and
  // -shm by name. Until then posts and /healthz answer 503.
  void server.databaseReplaced.then(() => shutdown({ reason: "database.replaced" }, 1, false));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof BuildMissingError ||
    error instanceof DatabaseOpenError
  ) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else if (errorCode(error) === "EADDRINUSE" || errorCode(error) === "EACCES") {
    process.stderr.write(
      `\nCannot listen on ${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "3000"} (${errorCode(error)}). Choose another PORT or stop the other server.\n\n`,
    );
  } else {
    process.stderr.write(`\nThe server could not start: ${errorCode(error)}\n`);
    if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
