/** lucide's "rectangle-goggles" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "rectangle-goggles",
  aliases: [],
  size: 24,
  node: [
    [
      "path",
      {
        d: "M20 6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-4a2 2 0 0 1-1.6-.8l-1.6-2.13a1 1 0 0 0-1.6 0L9.6 17.2A2 2 0 0 1 8 18H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z",
      },
    ],
  ],
});
