/**
 * A throwaway certificate authority and a server certificate signed by it,
 * made with the `openssl` command line at run time (for the TLS tests and
 * `npm run audit:headers`). Nothing here is ever used in production; the
 * files live in a temporary folder the caller removes.
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";

export interface LocalCertificate {
  /** PEM of the throwaway CA: pass it as `ca` or `NODE_EXTRA_CA_CERTS`. */
  readonly caPath: string;
  readonly certPath: string;
  readonly keyPath: string;
}

function openssl(args: readonly string[], cwd: string): void {
  try {
    execFileSync("openssl", args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const stderr =
      error instanceof Error && "stderr" in error && Buffer.isBuffer(error.stderr)
        ? error.stderr.toString()
        : "";
    throw new Error(`openssl ${args[0] ?? ""} failed (is openssl installed?)\n${stderr}`);
  }
}

/** Writes `ca.pem`, `cert.pem` and `key.pem` (valid for `hosts`, one day) into `dir`. */
export async function createLocalCertificate(
  dir: string,
  hosts: readonly string[] = ["localhost", "127.0.0.1"],
): Promise<LocalCertificate> {
  const altNames = hosts
    .map((host) => (/^[\d.]+$|:/.test(host) ? `IP:${host}` : `DNS:${host}`))
    .join(",");
  await writeFile(
    path.join(dir, "server.ext"),
    [
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature,keyEncipherment",
      "extendedKeyUsage=serverAuth",
      `subjectAltName=${altNames}`,
      "",
    ].join("\n"),
  );
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    [
      "req",
      "-x509",
      ...ec,
      "-keyout",
      "ca-key.pem",
      "-out",
      "ca.pem",
      "-days",
      "1",
      "-subj",
      "/CN=Immersa XR throwaway test CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ],
    dir,
  );
  openssl(
    [
      "req",
      ...ec,
      "-keyout",
      "key.pem",
      "-out",
      "server.csr",
      "-subj",
      `/CN=${hosts[0] ?? "localhost"}`,
    ],
    dir,
  );
  openssl(
    [
      "x509",
      "-req",
      "-in",
      "server.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca-key.pem",
      "-CAcreateserial",
      "-out",
      "cert.pem",
      "-days",
      "1",
      "-extfile",
      "server.ext",
    ],
    dir,
  );
  return {
    caPath: path.join(dir, "ca.pem"),
    certPath: path.join(dir, "cert.pem"),
    keyPath: path.join(dir, "key.pem"),
  };
}
