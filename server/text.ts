import { loadServerContent } from "../app/content/load";
import { fill } from "../app/lib/template";

/** What the server says to visitors and in its e-mail (`content/server.yaml`), read at start-up. */
export const serverText = loadServerContent().text;

export { fill };
