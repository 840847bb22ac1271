// The things a task lists in its own words ("It should cover: laptop setup, VPN, access to the warehouse,
// and meeting the team"; "(clone the repo, install dependencies, start it)"): what N steps, bullets or
// records name, in the task's order.

/** How many items a list may hold, and how many words one item may have. */
const MOST_ITEMS = 20;
const ITEM_WORDS = 8;

/** The items of one comma list, or none when it is no list of short items. */
function itemsOf(segment: string): string[] {
  const items = segment
    .replace(/[.!?](?:\s[\s\S]*)?$/, '')
    .split(/\s*[,;]\s*(?:and\s+|or\s+)?|\s+and\s+(?=[^,]*$)/)
    .map((item) => item.trim().replace(/^(?:and|or)\s+/, ''))
    .filter(Boolean);
  return items.length >= 2 && items.length <= MOST_ITEMS && items.every((item) => item.split(/\s+/).length <= ITEM_WORDS) ? items : [];
}

/** The longest list of short items the task writes after a colon or inside parentheses, in order; empty when it writes none. */
export function listedThings(task: string): string[] {
  const segments = [...task.matchAll(/\(([^()\n]{5,400})\)|:[ \t]*([^:\n]{5,600})/g)].map((match) => match[1] ?? match[2]);
  return segments.map(itemsOf).reduce<string[]>((longest, items) => (items.length > longest.length ? items : longest), []);
}
