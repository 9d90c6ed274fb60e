import { loadServerContent } from "../app/content/load.server";
import { fill } from "../app/content/template";

/** What the server says to visitors and in its e-mail (`content/server.yaml`), read at start-up. */
export const serverText = loadServerContent().text;

export { fill };
