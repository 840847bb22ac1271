/** Relative links of a markdown file (documents, images), without their anchors; web and mail links left out. */
export const relativeLinks = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/i.test(target));
