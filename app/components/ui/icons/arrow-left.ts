/** lucide's "arrow-left" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "arrow-left",
  aliases: [],
  size: 24,
  node: [
    ["path", { d: "m12 19-7-7 7-7" }],
    ["path", { d: "M19 12H5" }],
  ],
});
