/** Where `toolslint init` writes its starter config. */
export const INIT_CONFIG_FILE = '.toolslintrc.yaml';

/** Where `toolslint init --format json` writes its starter config. */
export const INIT_JSON_FILE = '.toolslintrc.json';

/** The schema line of a config in a project that installed toolslint. */
export const INIT_SCHEMA_LINE = '# yaml-language-server: $schema=./node_modules/toolslint/schema.json';

/** The schema line of `.toolslintrc.example.yaml`, which sits beside schema.json. */
export const EXAMPLE_SCHEMA_LINE = '# yaml-language-server: $schema=./schema.json';

/**
 * What `toolslint init` writes. `.toolslintrc.example.yaml` is this text with the schema line
 * pointing at the repository's schema.json; a test holds the two together.
 */
/** The presets `init` offers, each with who it is for. */
export const INIT_PRESETS = [
  {
    name: 'toolslint:recommended',
    says: 'high precision, for any registry, third-party servers included: errors are what providers and MCP clients reject or what no call can pass',
  },
  {
    name: 'toolslint:strict',
    says: 'the full tool-design convention for your own registry: every description section, string and number bounds, idempotency keys, `environment` on delete and bulk tools, closed objects',
  },
  { name: 'toolslint:all', says: 'every rule on, for exploring what toolslint can check' },
] as const;

/** The starter config as JSON, which holds no comments: the schema, the preset, no rules yet. */
export function initConfigJson(preset: (typeof INIT_PRESETS)[number]['name']): string {
  return `${JSON.stringify({ $schema: './node_modules/toolslint/schema.json', extends: [preset], rules: {} }, null, 2)}\n`;
}

/** The starter config, extending the chosen preset. */
export function initConfigText(preset: (typeof INIT_PRESETS)[number]['name']): string {
  return INIT_TEMPLATE.replace('  - toolslint:recommended\n', `  - ${preset}\n`);
}

const INIT_TEMPLATE = `${INIT_SCHEMA_LINE}
# toolslint configuration. Every key is optional; docs/configuration.md explains them all.
# Precedence, lowest first: extends (in order) < rules < overrides < --rule on the command line.

# Presets and files this config builds on; later entries win. Without this key a config starts
# from toolslint:recommended.
#   toolslint:recommended  high precision, for any registry, third-party servers included
#   toolslint:strict       the full tool-design convention for a team's own registry
#   toolslint:all          every rule on
extends:
  - toolslint:recommended
  # - ./shared/toolslint.base.yaml

# id: severity, where severity is error, warn, info, hint or off;
# or id: [severity, options]. \`toolslint rules\` lists every rule and \`toolslint explain <id>\`
# shows a rule's options.
rules:
  tool-name-verb: warn
  param-description-required: [warn, { minLength: 10 }]

# Rules for some files (globs relative to this file's folder) or some tools (globs of tool
# names). When both are given, both must match. Later overrides win over earlier ones.
overrides:
  - files: ["legacy/**"]
    rules:
      param-description-required: "off"
  - tools: ["admin_*"]
    rules:
      tool-name-verb: warn

# Files not to lint, relative to this file's folder. A folder name ignores everything in it;
# a pattern starting with ! brings files back.
ignorePatterns:
  - "dist/"
  - "**/*.generated.json"

# Verb lists that decide whether a tool reads, writes or destroys, from the first word of its
# name. A list given here replaces the built-in list of that kind, so copy what you keep.
# classification:
#   read: [get, list, search, fetch]
#   write: [create, update, set]
#   destructive: [delete, remove, purge, send]

# The providers the tools are sent to (toolslint targets lists them); rules check their
# limits. Without one, what they all accept applies. --target replaces this key.
# target: [openai, anthropic]

# Modules that export rules of your own (docs/configuration.md#plugins); a plugin's rules
# run where rules: names them.
# plugins: [./acme-rules.mjs]
`;

/** The example config's text, derived so the two cannot drift apart. */
/** The starter config with the recommended preset, as `init` writes it by default. */
export const INIT_CONFIG_TEXT = initConfigText('toolslint:recommended');

export function exampleConfigText(): string {
  return INIT_CONFIG_TEXT.replace(INIT_SCHEMA_LINE, EXAMPLE_SCHEMA_LINE);
}
