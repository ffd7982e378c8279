/** Where built-in rule docs are published; each rule's page is its folder's README. */
export const DOCS_BASE_URL = 'https://github.com/toolslint/toolslint/blob/main/rules';

/** Derived from the id so that no rule can point at the wrong page. */
export function ruleDocsUrl(id: string): string {
  return `${DOCS_BASE_URL}/${encodeURIComponent(id)}/README.md`;
}
