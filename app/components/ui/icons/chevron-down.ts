/** lucide's "chevron-down" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "chevron-down",
  aliases: [],
  size: 24,
  node: [["path", { d: "m6 9 6 6 6-6" }]],
});
