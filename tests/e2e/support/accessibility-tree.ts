import type { Page } from "@playwright/test";

/**
 * The expanded state Chromium gives the element matching `selector` in its
 * accessibility tree (what a screen reader hears), read over CDP: it works
 * without JavaScript, and includes the state the browser derives itself, such
 * as a popover button's. Undefined when the element has none.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`No element matches ${selector}`);
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}
