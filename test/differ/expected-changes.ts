/**
 * The exact changes each fixture pair under fixtures/diff/<check-id>/ shows: the smallest edit
 * for the check, and nothing else (tool-version-under-bumped needs a change to under-bump).
 */
export const EXPECTED: Record<string, Array<{ id: string; level: string; tool: string; pointer: string; message: string }>> = {
  'additional-properties-closed': [
    {
      id: 'additional-properties-closed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/additionalProperties',
      message: 'The input schema now rejects keys it does not name (`additionalProperties: false`): calls that send others are rejected.',
    },
  ],
  'additional-properties-opened': [
    {
      id: 'additional-properties-opened',
      level: 'info',
      tool: 'search_issues',
      pointer: '/additionalProperties',
      message: 'The input schema now accepts keys it does not name.',
    },
  ],
  'all-of-branch-added': [
    {
      id: 'all-of-branch-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/branch/allOf/1',
      message: 'The `allOf` branch {"pattern":"^.{3,}$"} was added to parameter `branch`: values it rules out are now rejected.',
    },
  ],
  'all-of-branch-removed': [
    {
      id: 'all-of-branch-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/branch/allOf/1',
      message: 'The `allOf` branch {"pattern":"^.{3,}$"} was removed from parameter `branch`: more values are accepted.',
    },
  ],
  'annotation-changed': [
    {
      id: 'annotation-changed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/query/examples',
      message: '`examples` of parameter `query` changed from ["is:open"] to ["is:open label:bug"].',
    },
  ],
  'branch-added': [
    {
      id: 'branch-added',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/target/anyOf/1',
      message: 'An `anyOf` alternative (integer) was added to parameter `target`.',
    },
  ],
  'branch-removed': [
    {
      id: 'branch-removed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/target/anyOf/1',
      message: 'An `anyOf` alternative (integer) of parameter `target` was removed: calls that send a value only it accepted are rejected.',
    },
  ],
  'branches-dropped': [
    {
      id: 'branches-dropped',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/updated_field/oneOf',
      message: 'Parameter `updated_field` no longer has to match exactly one of 2 alternatives (`oneOf`: {`id`, `value`} only; {`name`, `value`} only).',
    },
  ],
  'branches-introduced': [
    {
      id: 'branches-introduced',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/updated_field/oneOf',
      message:
        'Parameter `updated_field` must now match exactly one of 2 alternatives (`oneOf`: {`id`, `value`} only; {`name`, `value`} only): values that fit none, such as `{}`, are rejected.',
    },
  ],
  'builtin-tool-changed': [
    {
      id: 'builtin-tool-changed',
      level: 'warning',
      tool: 'web_search',
      pointer: '/type',
      message:
        "Tool `web_search` now turns on the provider's `web_search_20260209` instead of `web_search_20250305`: its description and schema are the provider's, so read the provider's notes on what changed, and if your application runs this tool (a client tool such as bash or a text editor), update the code that does.",
    },
  ],
  'conditional-added': [
    {
      id: 'conditional-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/if',
      message:
        'The input schema gained an `if`/`then`/`else` condition ({"if":{"properties":{"state":{"const":"closed"}},"required"…): values it rules out are now rejected.',
    },
  ],
  'conditional-changed': [
    {
      id: 'conditional-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/if',
      message:
        'The `if`/`then`/`else` condition of the input schema changed from {"if":{"properties":{"state":{"const":"closed"}},"required"… to {"if":{"properties":{"state":{"const":"open"}},"required":[…: some values it accepted may now be rejected.',
    },
  ],
  'conditional-removed': [
    {
      id: 'conditional-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/if',
      message:
        'The input schema lost an `if`/`then`/`else` condition ({"if":{"properties":{"state":{"const":"closed"}},"required"…): more values are accepted.',
    },
  ],
  'const-changed': [
    {
      id: 'const-changed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/kind/const',
      message: 'The const of parameter `kind` changed from "issue" to "pull_request": calls that send "issue" are rejected.',
    },
  ],
  'const-dropped': [
    {
      id: 'const-dropped',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/kind',
      message: 'Parameter `kind` is no longer fixed to "issue": any value of its type is accepted.',
    },
  ],
  'const-introduced': [
    {
      id: 'const-introduced',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/kind/const',
      message: 'Parameter `kind` must now be "issue": calls that send anything else are rejected.',
    },
  ],
  'contains-added': [
    {
      id: 'contains-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/contains',
      message: 'Parameter `labels` gained a `contains` schema ({"const":"triage"}): values it rules out are now rejected.',
    },
  ],
  'contains-removed': [
    {
      id: 'contains-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/labels/contains',
      message: 'Parameter `labels` lost a `contains` schema ({"const":"triage"}): more values are accepted.',
    },
  ],
  'content-schema-changed': [
    {
      id: 'content-schema-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/payload/contentSchema',
      message:
        'The encoded content (`contentMediaType`/`contentEncoding`/`contentSchema`) of parameter `payload` changed from {"contentMediaType":"application/json"} to {"contentSchema":{"type":"object","required":["id"]},"conte…: some values it accepted may now be rejected.',
    },
  ],
  'default-changed': [
    {
      id: 'default-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/state/default',
      message: 'The default of parameter `state` changed from "open" to "all": calls that leave it out now behave differently.',
    },
  ],
  'dependent-required-added': [
    {
      id: 'dependent-required-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/dependentRequired/cc',
      message: 'The rule "`to` is required when `cc` is sent" was added to the input schema: values it rules out are now rejected.',
    },
  ],
  'dependent-required-removed': [
    {
      id: 'dependent-required-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/dependentRequired/cc',
      message: 'The rule "`to` is required when `cc` is sent" was removed from the input schema: more values are accepted.',
    },
  ],
  'dependent-schema-added': [
    {
      id: 'dependent-schema-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/dependentSchemas/since',
      message: 'The schema applied when `since` is sent ({"required":["until"]}) was added to the input schema: values it rules out are now rejected.',
    },
  ],
  'dependent-schema-changed': [
    {
      id: 'dependent-schema-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/dependentSchemas/since',
      message:
        'The schema applied when `since` is sent ({"properties":{"until":{"minLength":10}}}) changed in the input schema: some values it accepted may now be rejected.',
    },
  ],
  'dependent-schema-removed': [
    {
      id: 'dependent-schema-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/dependentSchemas/since',
      message: 'The schema applied when `since` is sent ({"required":["until"]}) was removed from the input schema: more values are accepted.',
    },
  ],
  'enum-dropped': [
    {
      id: 'enum-dropped',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/state',
      message: 'The enum ["open","closed"] of parameter `state` was removed: any value of its type is accepted.',
    },
  ],
  'enum-introduced': [
    {
      id: 'enum-introduced',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/state/enum',
      message: 'Parameter `state` is now limited to the enum ["open","closed"]: calls that send other values are rejected.',
    },
  ],
  'enum-value-added': [
    {
      id: 'enum-value-added',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/state/enum',
      message: 'Value "all" was added to the enum of parameter `state`.',
    },
  ],
  'enum-value-removed': [
    {
      id: 'enum-value-removed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/state/enum',
      message: 'Value "all" was removed from the enum of parameter `state`: calls that send it are rejected.',
    },
  ],
  'exclusive-maximum-relaxed': [
    {
      id: 'exclusive-maximum-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/limit/exclusiveMaximum',
      message: '`exclusiveMaximum` of parameter `limit` went from 100 to 200: more values are accepted.',
    },
  ],
  'exclusive-maximum-set': [
    {
      id: 'exclusive-maximum-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/exclusiveMaximum',
      message: '`exclusiveMaximum` of parameter `limit` is now 100: values outside it are rejected.',
    },
  ],
  'exclusive-maximum-tightened': [
    {
      id: 'exclusive-maximum-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/exclusiveMaximum',
      message: '`exclusiveMaximum` of parameter `limit` went from 100 to 50: values the old schema accepted may now be rejected.',
    },
  ],
  'exclusive-minimum-relaxed': [
    {
      id: 'exclusive-minimum-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/limit/exclusiveMinimum',
      message: '`exclusiveMinimum` of parameter `limit` went from 0 to -1: more values are accepted.',
    },
  ],
  'exclusive-minimum-set': [
    {
      id: 'exclusive-minimum-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/exclusiveMinimum',
      message: '`exclusiveMinimum` of parameter `limit` is now 0: values outside it are rejected.',
    },
  ],
  'exclusive-minimum-tightened': [
    {
      id: 'exclusive-minimum-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/exclusiveMinimum',
      message: '`exclusiveMinimum` of parameter `limit` went from 0 to 1: values the old schema accepted may now be rejected.',
    },
  ],
  'format-added': [
    {
      id: 'format-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/since/format',
      message: 'Parameter `since` must now match format "date-time": values that do not are rejected.',
    },
  ],
  'format-changed': [
    {
      id: 'format-changed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/since/format',
      message: 'The format of parameter `since` changed from "date" to "date-time": values that matched only the old one are rejected.',
    },
  ],
  'format-removed': [
    {
      id: 'format-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/since/format',
      message: 'Parameter `since` no longer has to match format "date-time".',
    },
  ],
  // Widening one branch of a `oneOf` rejects the values that now match both: the named checks
  // see a relaxed bound, json-schema-diff sees the loss.
  'input-schema-narrowed': [
    {
      id: 'input-schema-narrowed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/query',
      message: 'Parameter `query` accepts fewer values than before, in a way no other check names: json-schema-diff found values it now rejects.',
    },
    {
      id: 'max-length-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/query/oneOf/0/maxLength',
      message: '`maxLength` of parameter `query` went from 5 to 20: more values are accepted.',
    },
  ],
  'items-closed': [
    {
      id: 'items-closed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/range/items',
      message: 'Parameter `range` now rejects items beyond its `prefixItems` (`items: false`): calls that send them are rejected.',
    },
  ],
  'items-opened': [
    {
      id: 'items-opened',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/range/items',
      message: 'Parameter `range` now accepts items beyond its `prefixItems`.',
    },
  ],
  'max-contains-relaxed': [
    {
      id: 'max-contains-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/labels/maxContains',
      message: '`maxContains` of parameter `labels` went from 1 to 3: more values are accepted.',
    },
  ],
  'max-contains-set': [
    {
      id: 'max-contains-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/maxContains',
      message: '`maxContains` of parameter `labels` is now 1: values outside it are rejected.',
    },
  ],
  'max-contains-tightened': [
    {
      id: 'max-contains-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/maxContains',
      message: '`maxContains` of parameter `labels` went from 3 to 1: values the old schema accepted may now be rejected.',
    },
  ],
  'max-items-relaxed': [
    {
      id: 'max-items-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/labels/maxItems',
      message: '`maxItems` of parameter `labels` went from 10 to 20: more values are accepted.',
    },
  ],
  'max-items-set': [
    {
      id: 'max-items-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/maxItems',
      message: '`maxItems` of parameter `labels` is now 10: values outside it are rejected.',
    },
  ],
  'max-items-tightened': [
    {
      id: 'max-items-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/maxItems',
      message: '`maxItems` of parameter `labels` went from 10 to 5: values the old schema accepted may now be rejected.',
    },
  ],
  'max-length-relaxed': [
    {
      id: 'max-length-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/title/maxLength',
      message: '`maxLength` of parameter `title` went from 100 to 200: more values are accepted.',
    },
  ],
  'max-length-set': [
    {
      id: 'max-length-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/title/maxLength',
      message: '`maxLength` of parameter `title` is now 100: values outside it are rejected.',
    },
  ],
  'max-length-tightened': [
    {
      id: 'max-length-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/title/maxLength',
      message: '`maxLength` of parameter `title` went from 100 to 50: values the old schema accepted may now be rejected.',
    },
  ],
  'max-properties-relaxed': [
    {
      id: 'max-properties-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/filters/maxProperties',
      message: '`maxProperties` of parameter `filters` went from 3 to 5: more values are accepted.',
    },
  ],
  'max-properties-set': [
    {
      id: 'max-properties-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/filters/maxProperties',
      message: '`maxProperties` of parameter `filters` is now 3: values outside it are rejected.',
    },
  ],
  'max-properties-tightened': [
    {
      id: 'max-properties-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/filters/maxProperties',
      message: '`maxProperties` of parameter `filters` went from 5 to 3: values the old schema accepted may now be rejected.',
    },
  ],
  'maximum-relaxed': [
    {
      id: 'maximum-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/limit/maximum',
      message: '`maximum` of parameter `limit` went from 100 to 200: more values are accepted.',
    },
  ],
  'maximum-set': [
    {
      id: 'maximum-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/maximum',
      message: '`maximum` of parameter `limit` is now 100: values outside it are rejected.',
    },
  ],
  'maximum-tightened': [
    {
      id: 'maximum-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/maximum',
      message: '`maximum` of parameter `limit` went from 100 to 50: values the old schema accepted may now be rejected.',
    },
  ],
  'min-contains-relaxed': [
    {
      id: 'min-contains-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/labels/minContains',
      message: '`minContains` of parameter `labels` went from 3 to 2: more values are accepted.',
    },
  ],
  'min-contains-set': [
    {
      id: 'min-contains-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/minContains',
      message: '`minContains` of parameter `labels` is now 2: values outside it are rejected.',
    },
  ],
  'min-contains-tightened': [
    {
      id: 'min-contains-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/minContains',
      message: '`minContains` of parameter `labels` went from 2 to 3: values the old schema accepted may now be rejected.',
    },
  ],
  'min-items-relaxed': [
    {
      id: 'min-items-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/labels/minItems',
      message: '`minItems` of parameter `labels` went from 1 to 0: more values are accepted.',
    },
  ],
  'min-items-set': [
    {
      id: 'min-items-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/minItems',
      message: '`minItems` of parameter `labels` is now 1: values outside it are rejected.',
    },
  ],
  'min-items-tightened': [
    {
      id: 'min-items-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/minItems',
      message: '`minItems` of parameter `labels` went from 1 to 2: values the old schema accepted may now be rejected.',
    },
  ],
  'min-length-relaxed': [
    {
      id: 'min-length-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/title/minLength',
      message: '`minLength` of parameter `title` went from 1 to 0: more values are accepted.',
    },
  ],
  'min-length-set': [
    {
      id: 'min-length-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/title/minLength',
      message: '`minLength` of parameter `title` is now 1: values outside it are rejected.',
    },
  ],
  'min-length-tightened': [
    {
      id: 'min-length-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/title/minLength',
      message: '`minLength` of parameter `title` went from 1 to 3: values the old schema accepted may now be rejected.',
    },
  ],
  'min-properties-relaxed': [
    {
      id: 'min-properties-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/filters/minProperties',
      message: '`minProperties` of parameter `filters` went from 2 to 1: more values are accepted.',
    },
  ],
  'min-properties-set': [
    {
      id: 'min-properties-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/filters/minProperties',
      message: '`minProperties` of parameter `filters` is now 1: values outside it are rejected.',
    },
  ],
  'min-properties-tightened': [
    {
      id: 'min-properties-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/filters/minProperties',
      message: '`minProperties` of parameter `filters` went from 1 to 2: values the old schema accepted may now be rejected.',
    },
  ],
  'minimum-relaxed': [
    {
      id: 'minimum-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/limit/minimum',
      message: '`minimum` of parameter `limit` went from 1 to 0: more values are accepted.',
    },
  ],
  'minimum-set': [
    {
      id: 'minimum-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/minimum',
      message: '`minimum` of parameter `limit` is now 1: values outside it are rejected.',
    },
  ],
  'minimum-tightened': [
    {
      id: 'minimum-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit/minimum',
      message: '`minimum` of parameter `limit` went from 1 to 10: values the old schema accepted may now be rejected.',
    },
  ],
  'multiple-of-changed': [
    {
      id: 'multiple-of-changed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/step/multipleOf',
      message: '`multipleOf` of parameter `step` went from 5 to 3: some values the old schema accepted are rejected.',
    },
  ],
  'multiple-of-relaxed': [
    {
      id: 'multiple-of-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/step/multipleOf',
      message: '`multipleOf` of parameter `step` went from 10 to 5: more values are accepted.',
    },
  ],
  'multiple-of-set': [
    {
      id: 'multiple-of-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/step/multipleOf',
      message: '`multipleOf` of parameter `step` is now 5: other values are rejected.',
    },
  ],
  'multiple-of-tightened': [
    {
      id: 'multiple-of-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/step/multipleOf',
      message: '`multipleOf` of parameter `step` went from 5 to 10: values that are multiples of 5 only are rejected.',
    },
  ],
  'non-tool-element-added': [
    {
      id: 'non-tool-element-added',
      level: 'breaking',
      tool: '',
      pointer: '',
      message: 'The list element at `/tools/1` is null, not a tool object: providers reject the whole list, so no tool of it can be called.',
    },
  ],
  'not-added': [
    {
      id: 'not-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/not',
      message: 'The input schema gained a `not` schema ({"required":["title","body"]}): values it rules out are now rejected.',
    },
  ],
  'not-changed': [
    {
      id: 'not-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/not',
      message:
        'The `not` schema of the input schema changed from {"properties":{"title":{"pattern":"^WIP"}}} to {"properties":{"title":{"pattern":"^DRAFT"}}}: some values it accepted may now be rejected.',
    },
  ],
  'not-removed': [
    {
      id: 'not-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/not',
      message: 'The input schema lost a `not` schema ({"required":["title","body"]}): more values are accepted.',
    },
  ],
  'output-schema-added': [
    { id: 'output-schema-added', level: 'info', tool: 'search_issues', pointer: '', message: 'Tool `search_issues` now declares an output schema.' },
  ],
  'output-schema-removed': [
    {
      id: 'output-schema-removed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '',
      message: 'Tool `search_issues` no longer declares an output schema: consumers can no longer rely on the shape of its results.',
    },
  ],
  'param-added-optional': [
    { id: 'param-added-optional', level: 'info', tool: 'search_issues', pointer: '/properties/state', message: 'Parameter `state` was added (optional).' },
  ],
  'param-added-required': [
    {
      id: 'param-added-required',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/repo',
      message: 'Parameter `repo` was added as required: calls that leave it out are rejected.',
    },
  ],
  'param-added-required-with-default': [
    {
      id: 'param-added-required-with-default',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/state',
      message:
        'Parameter `state` was added as required with default "open": calls that leave it out work only where the server fills the default in before validating.',
    },
  ],
  'param-became-allowed': [
    {
      id: 'param-became-allowed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/state',
      message: 'Parameter `state` was forbidden (`false`) and now accepts values.',
    },
  ],
  'param-became-forbidden': [
    {
      id: 'param-became-forbidden',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/state',
      message: 'Parameter `state` is now forbidden (`false`): calls that send it are rejected.',
    },
  ],
  'param-became-optional': [
    { id: 'param-became-optional', level: 'info', tool: 'search_issues', pointer: '/properties/repo', message: 'Parameter `repo` became optional.' },
  ],
  'param-became-required': [
    {
      id: 'param-became-required',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/repo',
      message: 'Parameter `repo` became required: calls that leave it out are rejected.',
    },
  ],
  'param-description-changed': [
    {
      id: 'param-description-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/query/description',
      message: 'The description of parameter `query` changed: the model reads it to decide what to send.',
    },
  ],
  'param-removed': [
    {
      id: 'param-removed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/state',
      message: 'Parameter `state` was removed and the object rejects unknown keys: calls that still send it are rejected.',
    },
  ],
  'param-removed-from-open-object': [
    {
      id: 'param-removed-from-open-object',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/state',
      message: 'Parameter `state` was removed; the object accepts unknown keys, so calls that still send it are not rejected but it is ignored.',
    },
  ],
  'pattern-added': [
    {
      id: 'pattern-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/branch/pattern',
      message: 'Parameter `branch` must now match pattern "^[a-z0-9-]+$": values that do not are rejected.',
    },
  ],
  'pattern-changed': [
    {
      id: 'pattern-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/branch/pattern',
      message:
        'The pattern of parameter `branch` changed from "^[a-z]+$" to "^[a-z]{1,}$": no value was found that only one of them matches, so check that the values you send still match.',
    },
  ],
  'pattern-property-added': [
    {
      id: 'pattern-property-added',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/fields/patternProperties/^x-',
      message: 'The pattern property "^x-" was added to parameter `fields`: some values it accepted may now be rejected.',
    },
  ],
  'pattern-property-removed': [
    {
      id: 'pattern-property-removed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/fields/patternProperties/^x-',
      message: 'The pattern property "^x-" was removed from parameter `fields`: some values it accepted may now be rejected.',
    },
  ],
  'pattern-relaxed': [
    {
      id: 'pattern-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/branch/pattern',
      message: 'The pattern of parameter `branch` changed from "^[a-z]+$" to "^[a-z0-9-]+$": it also accepts values such as "0".',
    },
  ],
  'pattern-removed': [
    {
      id: 'pattern-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/branch/pattern',
      message: 'Parameter `branch` no longer has to match pattern "^[a-z0-9-]+$".',
    },
  ],
  'pattern-tightened': [
    {
      id: 'pattern-tightened',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/branch/pattern',
      message: 'The pattern of parameter `branch` changed from "^[a-z0-9-]+$" to "^[a-z]+$": values that matched only the old one, such as "0", are rejected.',
    },
  ],
  'prefix-item-added': [
    {
      id: 'prefix-item-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/range/prefixItems/1',
      message: 'The schema of item 1 ({"type":"integer"}) was added to parameter `range`: values it rules out are now rejected.',
    },
  ],
  'prefix-item-removed': [
    {
      id: 'prefix-item-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/range/prefixItems/1',
      message: 'The schema of item 1 ({"type":"integer"}) was removed from parameter `range`: more values are accepted.',
    },
  ],
  'property-names-added': [
    {
      id: 'property-names-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/fields/propertyNames',
      message: 'Parameter `fields` gained a `propertyNames` schema ({"pattern":"^[a-z]+$"}): values it rules out are now rejected.',
    },
  ],
  'property-names-removed': [
    {
      id: 'property-names-removed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/fields/propertyNames',
      message: 'Parameter `fields` lost a `propertyNames` schema ({"pattern":"^[a-z]+$"}): more values are accepted.',
    },
  ],
  'ref-target-changed': [
    {
      id: 'ref-target-changed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/state',
      message: 'Parameter `state` now refers to "#/$defs/stateOrAll" (was "#/$defs/state"), which accepts different values.',
    },
    {
      id: 'enum-value-added',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/state/enum',
      message: 'Value "all" was added to the enum of parameter `state`.',
    },
  ],
  'required-undeclared-added': [
    {
      id: 'required-undeclared-added',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/required/1',
      message: '`repo` was added to `required` of the input schema, which declares no such property: calls that leave it out are rejected.',
    },
  ],
  'schema-changed-unclassified': [
    {
      id: 'schema-changed-unclassified',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/properties/node/$dynamicRef',
      message:
        '`$dynamicRef` of parameter `node` changed, in a way no check classifies (at `/properties/node/$dynamicRef`): review whether calls that worked still do.',
    },
  ],
  'tool-added': [{ id: 'tool-added', level: 'info', tool: 'get_issue', pointer: '', message: 'Tool `get_issue` was added.' }],
  'tool-availability-changed': [
    {
      id: 'tool-availability-changed',
      level: 'warning',
      tool: 'copilot_readCellOutput',
      pointer: '/when',
      message:
        '`when` of tool `copilot_readCellOutput` changed from "config.notebook.enabled" to "config.notebook.enabled && !isWeb": where the tool is offered, or whether prompts can name it, changed.',
    },
  ],
  'tool-became-destructive': [
    {
      id: 'tool-became-destructive',
      level: 'breaking',
      tool: 'merge_pull_request',
      pointer: '/annotations/destructiveHint',
      message: 'Tool `merge_pull_request` may now be destructive (`destructiveHint`): hosts should confirm before running it.',
    },
  ],
  'tool-became-non-idempotent': [
    {
      id: 'tool-became-non-idempotent',
      level: 'breaking',
      tool: 'merge_pull_request',
      pointer: '/annotations/idempotentHint',
      message: 'Tool `merge_pull_request` is no longer idempotent (`idempotentHint`): retrying a call may repeat its effect.',
    },
  ],
  'tool-became-open-world': [
    {
      id: 'tool-became-open-world',
      level: 'breaking',
      tool: 'merge_pull_request',
      pointer: '/annotations/openWorldHint',
      message: 'Tool `merge_pull_request` now reaches outside its own system (`openWorldHint`): what it reads or writes is no longer closed.',
    },
  ],
  'tool-became-writable': [
    {
      id: 'tool-became-writable',
      level: 'breaking',
      tool: 'merge_pull_request',
      pointer: '/annotations/readOnlyHint',
      message: 'Tool `merge_pull_request` is no longer read-only (`readOnlyHint`): hosts that run read-only tools without asking will now ask, or should.',
    },
  ],
  'tool-changed-unclassified': [
    {
      id: 'tool-changed-unclassified',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/x-team',
      message: '`x-team` of tool `search_issues` changed from "search" to "platform", in a way no check classifies.',
    },
  ],
  'tool-deprecated': [
    {
      id: 'tool-deprecated',
      level: 'warning',
      tool: 'get_issue',
      pointer: '/deprecated',
      message: 'Tool `get_issue` was deprecated; use `issue_read` instead.',
    },
  ],
  'tool-description-changed': [
    {
      id: 'tool-description-changed',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/description',
      message: 'The description of tool `search_issues` changed: the model reads it to decide when and how to call the tool.',
    },
  ],
  'tool-display-changed': [
    {
      id: 'tool-display-changed',
      level: 'info',
      tool: 'copilot_readCellOutput',
      pointer: '/displayName',
      message: '`displayName` of tool `copilot_readCellOutput` changed from "Read cell output" to "Read notebook cell output".',
    },
  ],
  'tool-reference-name-changed': [
    {
      id: 'tool-reference-name-changed',
      level: 'breaking',
      tool: 'copilot_readCellOutput',
      pointer: '/toolReferenceName',
      message:
        'The reference name of tool `copilot_readCellOutput` changed from `#readCellOutput` to `#readNotebookCellOutput` and the old one is not kept as a legacy name: prompts that use `#readCellOutput` stop finding it.',
    },
  ],
  'tool-removed': [{ id: 'tool-removed', level: 'breaking', tool: 'get_issue', pointer: '', message: 'Tool `get_issue` was removed: calls to it fail.' }],
  'tool-removed-before-sunset': [
    {
      id: 'tool-removed-before-sunset',
      level: 'breaking',
      tool: 'get_issue',
      pointer: '/sunset_date',
      message: 'Tool `get_issue` was removed before its sunset date 2099-01-01: callers were told it would stay until then.',
    },
  ],
  'operation-id-renamed': [
    {
      id: 'operation-id-renamed',
      level: 'breaking',
      tool: 'getIssue',
      pointer: '/name',
      message:
        'Tool `getIssue` was renamed to `issue_read`: the operationId of `GET /issues/{number}` changed, and calls to `getIssue` fail. To keep them working, keep `getIssue` as the operationId.',
    },
  ],
  'tool-renamed': [
    {
      id: 'tool-renamed',
      level: 'breaking',
      tool: 'get_issue',
      pointer: '/name',
      message: 'Tool `get_issue` was replaced by `issue_read`, as its deprecation announced: calls to `get_issue` fail.',
    },
  ],
  'tool-strict-toggled': [
    {
      id: 'tool-strict-toggled',
      level: 'warning',
      tool: 'search_issues',
      pointer: '/strict',
      message: 'Strict mode of tool `search_issues` was turned on: the provider now forces arguments to match the schema exactly.',
    },
  ],
  'tool-version-under-bumped': [
    {
      id: 'param-added-required',
      level: 'breaking',
      tool: 'get_issue',
      pointer: '/properties/repo',
      message: 'Parameter `repo` was added as required: calls that leave it out are rejected.',
    },
    {
      id: 'tool-version-under-bumped',
      level: 'warning',
      tool: 'get_issue',
      pointer: '/version',
      message: 'Tool `get_issue` declares version 1.0.0 → 1.0.1 (patch), but its changes need a major bump.',
    },
  ],
  'type-changed': [
    {
      id: 'type-changed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit',
      message: 'The type of parameter `limit` changed from string to integer: calls that send string are rejected.',
    },
  ],
  'type-narrowed': [
    {
      id: 'type-narrowed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/limit',
      message: 'The type of parameter `limit` narrowed from number to integer: calls that send what was dropped are rejected.',
    },
  ],
  'type-widened': [
    {
      id: 'type-widened',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/limit',
      message: 'The type of parameter `limit` widened from integer to integer or null.',
    },
  ],
  'unevaluated-items-closed': [
    {
      id: 'unevaluated-items-closed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/range/unevaluatedItems',
      message: 'Parameter `range` now rejects items no other keyword evaluates (`unevaluatedItems: false`): calls that send them are rejected.',
    },
  ],
  'unevaluated-items-opened': [
    {
      id: 'unevaluated-items-opened',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/range/unevaluatedItems',
      message: 'Parameter `range` now accepts items no other keyword evaluates.',
    },
  ],
  'unevaluated-properties-closed': [
    {
      id: 'unevaluated-properties-closed',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/unevaluatedProperties',
      message: 'The input schema now rejects keys no other keyword evaluates (`unevaluatedProperties: false`): calls that send them are rejected.',
    },
  ],
  'unevaluated-properties-opened': [
    {
      id: 'unevaluated-properties-opened',
      level: 'info',
      tool: 'search_issues',
      pointer: '/unevaluatedProperties',
      message: 'The input schema now accepts keys no other keyword evaluates.',
    },
  ],
  'unique-items-relaxed': [
    {
      id: 'unique-items-relaxed',
      level: 'info',
      tool: 'search_issues',
      pointer: '/properties/labels/uniqueItems',
      message: 'Parameter `labels` no longer requires unique items.',
    },
  ],
  'unique-items-set': [
    {
      id: 'unique-items-set',
      level: 'breaking',
      tool: 'search_issues',
      pointer: '/properties/labels/uniqueItems',
      message: 'Parameter `labels` now requires unique items: calls that repeat an item are rejected.',
    },
  ],
};
