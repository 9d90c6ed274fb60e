/** lucide's "chevron-right" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "chevron-right",
  aliases: [],
  size: 24,
  node: [["path", { d: "m9 18 6-6-6-6" }]],
});
