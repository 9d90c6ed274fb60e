/**
 * systemd socket activation (`sd_listen_fds`): when `immersa.socket` owns the
 * listening socket, systemd starts the server with it open at file descriptor
 * 3, `LISTEN_FDS=1` and `LISTEN_PID` set to the server's process id. The
 * socket outlives every restart, so connections that arrive while one server
 * stops and the next starts wait in its queue instead of being refused
 * (docs/deployment.md, "Run it with systemd").
 */
import { ConfigError } from "./config";

/** The first descriptor systemd passes (`SD_LISTEN_FDS_START`). */
const FIRST_PASSED_FD = 3;

/**
 * The descriptor of the listening socket systemd passed to this process, or
 * `undefined` when there is none: then the server listens on HOST and PORT.
 * Variables meant for another process (another `LISTEN_PID`, as a child
 * inherits them) are ignored, as `sd_listen_fds` does.
 */
export function activationSocket(
  env: NodeJS.ProcessEnv = process.env,
  pid: number = process.pid,
): number | undefined {
  const count = env.LISTEN_FDS?.trim();
  if (!count || env.LISTEN_PID?.trim() !== String(pid)) return undefined;
  if (count !== "1") {
    throw new ConfigError(
      `systemd passed ${count} sockets (LISTEN_FDS), and the server takes exactly one: give immersa.socket one ListenStream= line.`,
    );
  }
  return FIRST_PASSED_FD;
}
