/** Registries, and builders of registries, that several test files load. */

/** One tool written as the recommended rules ask: no findings. */
export const GOOD_REGISTRY = `tools:
  - name: get_weather
    description: Get the current weather for one city. Use it when the user asks about weather. Read-only.
    parameters:
      type: object
      additionalProperties: false
      required: [city]
      properties:
        city: { type: string, description: The city name, e.g. Paris. }
`;

/**
 * The same tool written carelessly, with findings under the recommended rules: warnings, and
 * one error (`str` is no JSON Schema type, so the schema is invalid).
 */
export const BAD_REGISTRY = `tools:
  - name: weather_get
    description: Weather.
    parameters:
      type: object
      properties:
        city: { type: str }
`;

/** A plain registry holding tools with these names, each described "Does one thing.". */
export const namedTools = (...names: string[]) => `tools:\n${names.map((n) => `  - name: ${JSON.stringify(n)}\n    description: Does one thing.\n`).join('')}`;

/** A plain registry; each tool is [name, description]. Tool i's description is on line 3 + 2i. */
export const describedTools = (...tools: Array<[string, string]>) =>
  `tools:\n${tools.map(([name, d]) => `  - name: ${name}\n    description: ${JSON.stringify(d)}\n`).join('')}`;

/** A plain registry, as a value, whose tools `get_item_0`, `get_item_1`, … have these descriptions. */
export const withDescriptions = (...descriptions: string[]) => ({ tools: descriptions.map((description, i) => ({ name: `get_item_${i}`, description })) });

/** A plain registry holding `n` tools, `get_thing_0` onwards. */
export const manyTools = (n: number) =>
  `tools:\n${Array.from({ length: n }, (_, i) => `  - name: get_thing_${i}\n    description: Reads thing ${i}.\n`).join('')}`;

/** A plain registry of tools written as YAML list items (`  - name: …`). */
export const toolList = (...items: string[]) => `tools:\n${items.join('')}`;
