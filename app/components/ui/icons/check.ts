/** lucide's "check" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "check",
  aliases: [],
  size: 24,
  node: [["path", { d: "M20 6 9 17l-5-5" }]],
});
