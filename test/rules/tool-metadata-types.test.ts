import rule from '../../rules/tool-metadata-types/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A plain registry with one tool carrying the given extension fields (YAML lines). */
const tool = (fields: string) => `tools:\n  - name: get_weather\n    description: Returns the weather.\n${fields.replace(/^/gm, '    ')}\n`;
const T = '/tools/0';

const OPENAPI = `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /pets:
    get:
      operationId: list_pets
      deprecated: "yes"
      x-cache-ttl: 0
      x-sunset-date: 2026-13-01
      responses: {"200": {description: ok}}
`;

ruleTester(rule).run({
  valid: [
    {
      name: 'every known field with its type',
      code: tool(`strict: true
cacheable: false
deprecated: false
destructive: false
streaming: true
cache_ttl: 300
estimated_tokens: 120
sunset_date: 2027-01-31
changelog: {"1.0.0": First release., "1.1.0-beta.1": Adds units.}`),
    },
    { name: 'a token estimate as input and output range', code: tool('estimated_tokens: {input: 50, output: {min: 10, typical: 40, max: 200}}') },
    { name: 'min, typical and max may be equal', code: tool('estimated_tokens: {output: {min: 5, typical: 5, max: 5}}') },
    { name: 'a date-time with an offset', code: tool('sunset_date: "2027-01-31T12:00:00+02:00"') },
    { name: 'a changelog as a list of entries', code: tool('changelog: [{version: 1.0.0, changes: First.}, {version: 2.0.0, changes: Second.}]') },
    { name: 'fields that are not listed are not checked', code: tool('owner: 3\nversion: 2') },
    { name: 'booleans can be replaced', code: tool('strict: "yes"'), options: { booleans: ['cacheable'] } },
    {
      name: 'OpenAPI operations with typed extensions',
      code: OPENAPI.replace('"yes"', 'true').replace('x-cache-ttl: 0', 'x-cache-ttl: 60').replace('2026-13-01', '2026-12-01'),
    },
  ],
  invalid: [
    {
      name: 'a boolean written as a string',
      code: tool('strict: "true"'),
      errors: [
        {
          messageId: 'notBoolean',
          pointer: `${T}/strict`,
          line: 4,
          column: 13,
          tool: 'get_weather',
          data: { key: 'strict', name: 'get_weather', actual: '"true"' },
        },
      ],
    },
    {
      name: 'two findings: cache_ttl zero and a string',
      code: tool('cache_ttl: 0\ncacheable: 1'),
      errors: [
        { messageId: 'notPositiveInteger', pointer: `${T}/cache_ttl`, line: 4, data: { key: 'cache_ttl', name: 'get_weather', actual: '0' } },
        { messageId: 'notBoolean', pointer: `${T}/cacheable`, line: 5, data: { key: 'cacheable', name: 'get_weather', actual: '1' } },
      ],
    },
    {
      name: 'cache_ttl must be whole',
      code: tool('cache_ttl: 2.5'),
      errors: [{ messageId: 'notPositiveInteger', data: { key: 'cache_ttl', name: 'get_weather', actual: '2.5' } }],
    },
    {
      name: 'estimated_tokens that is neither a number nor an estimate object',
      code: tool('estimated_tokens: "about 100"'),
      errors: [
        { messageId: 'notTokenEstimate', pointer: `${T}/estimated_tokens`, data: { key: 'estimated_tokens', name: 'get_weather', actual: '"about 100"' } },
      ],
    },
    {
      name: 'min, typical and max out of order: the finding points inside',
      code: tool('estimated_tokens:\n  input: 40\n  output: {min: 100, typical: 50, max: 200}'),
      errors: [
        {
          messageId: 'tokenOrder',
          pointer: `${T}/estimated_tokens/output`,
          line: 6,
          data: { key: 'estimated_tokens.output', name: 'get_weather', min: 100, typical: 50, max: 200 },
        },
      ],
    },
    {
      name: 'a missing or negative count inside the estimate',
      code: tool('estimated_tokens: {input: -1, output: {min: 1, max: 9}}'),
      errors: [
        { messageId: 'notTokenCount', pointer: `${T}/estimated_tokens/input`, data: { key: 'estimated_tokens.input', name: 'get_weather', actual: '-1' } },
        {
          messageId: 'notTokenCount',
          pointer: `${T}/estimated_tokens/output/typical`,
          data: { key: 'estimated_tokens.output.typical', name: 'get_weather', actual: 'missing' },
        },
      ],
    },
    {
      name: 'an output that is neither a count nor a range',
      code: tool('estimated_tokens: {output: [1, 2]}'),
      errors: [
        {
          messageId: 'notTokenEstimate',
          pointer: `${T}/estimated_tokens/output`,
          data: { key: 'estimated_tokens.output', name: 'get_weather', actual: 'a list' },
        },
      ],
    },
    {
      name: 'dates: a US date, an impossible date and a number',
      code: tool('sunset_date: 03/31/2027\ndeprecation_date: 2027-02-30\nrelease_date: 20270101'),
      errors: [
        { messageId: 'notDate', pointer: `${T}/sunset_date`, data: { key: 'sunset_date', name: 'get_weather', actual: '"03/31/2027"' } },
        { messageId: 'notDate', pointer: `${T}/deprecation_date`, data: { key: 'deprecation_date', name: 'get_weather', actual: '"2027-02-30"' } },
        { messageId: 'notDate', pointer: `${T}/release_date`, data: { key: 'release_date', name: 'get_weather', actual: '20270101' } },
      ],
    },
    {
      name: 'changelog keys that are not semver, with a suggestion where one can be made',
      code: tool('changelog:\n  v1.2: Adds units.\n  "2.0.0": Drops Kelvin.\n  latest: Fixes.'),
      errors: [
        {
          messageId: 'notSemverKey',
          pointer: `${T}/changelog/v1.2`,
          line: 5,
          data: { key: 'changelog', name: 'get_weather', version: 'v1.2', hint: ' ("1.2.0")' },
        },
        { messageId: 'notSemverKey', pointer: `${T}/changelog/latest`, line: 7, data: { key: 'changelog', name: 'get_weather', version: 'latest', hint: '' } },
      ],
    },
    {
      name: 'a changelog list entry without a version, and a changelog that is text',
      code: 'tools:\n  - name: get_a\n    description: A.\n    changelog: [{changes: x}]\n  - name: get_b\n    description: B.\n    changelog: Fixed things.\n',
      errors: [
        { messageId: 'notChangelog', pointer: '/tools/0/changelog/0', data: { key: 'changelog[0]', name: 'get_a', actual: 'an object' } },
        { messageId: 'notChangelog', pointer: '/tools/1/changelog', data: { key: 'changelog', name: 'get_b', actual: '"Fixed things."' } },
      ],
    },
    {
      name: 'keys are matched without case, separators or x-: sunsetDate, Cache-TTL',
      code: tool('sunsetDate: soon\nCache-TTL: "60"'),
      errors: [
        { messageId: 'notDate', pointer: `${T}/sunsetDate`, data: { key: 'sunsetDate', name: 'get_weather', actual: '"soon"' } },
        { messageId: 'notPositiveInteger', pointer: `${T}/Cache-TTL`, data: { key: 'Cache-TTL', name: 'get_weather', actual: '"60"' } },
      ],
    },
    {
      name: 'options: a project field added to each list',
      code: tool('beta: "no"\nttl_seconds: -5\nretired_on: tomorrow\ntokens: lots\nhistory: {one: x}'),
      options: { booleans: ['beta'], positiveIntegers: ['ttl_seconds'], dates: ['retired_on'], tokenEstimates: ['tokens'], semverKeyed: ['history'] },
      errors: [
        { messageId: 'notBoolean', pointer: `${T}/beta` },
        { messageId: 'notPositiveInteger', pointer: `${T}/ttl_seconds` },
        { messageId: 'notDate', pointer: `${T}/retired_on` },
        { messageId: 'notTokenEstimate', pointer: `${T}/tokens` },
        { messageId: 'notSemverKey', pointer: `${T}/history/one` },
      ],
    },
    {
      name: 'OpenAPI: x- extensions and deprecated on an operation',
      code: OPENAPI,
      errors: [
        { messageId: 'notBoolean', pointer: '/paths/~1pets/get/deprecated', line: 7, data: { key: 'deprecated', name: 'list_pets', actual: '"yes"' } },
        { messageId: 'notPositiveInteger', pointer: '/paths/~1pets/get/x-cache-ttl', line: 8, data: { key: 'x-cache-ttl', name: 'list_pets', actual: '0' } },
        {
          messageId: 'notDate',
          pointer: '/paths/~1pets/get/x-sunset-date',
          line: 9,
          data: { key: 'x-sunset-date', name: 'list_pets', actual: '"2026-13-01"' },
        },
      ],
    },
    {
      name: 'reached through $ref: a path item defined under components points where it is written',
      code: `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets: {$ref: '#/components/pathItems/Pets'}
components:
  pathItems:
    Pets:
      get:
        operationId: list_pets
        x-streaming: "no"
        responses: {"200": {description: ok}}
`,
      errors: [
        {
          messageId: 'notBoolean',
          pointer: '/components/pathItems/Pets/get/x-streaming',
          line: 10,
          data: { key: 'x-streaming', name: 'list_pets', actual: '"no"' },
        },
      ],
    },
    {
      name: 'JSON: OpenAI chat tools keep strict beside the function',
      code: '[\n  {"type": "function", "strict": "false", "function": {"name": "get_a", "description": "A.", "parameters": {"type": "object"}}}\n]',
      errors: [{ messageId: 'notBoolean', line: 2, column: 34, data: { key: 'strict', name: 'get_a', actual: '"false"' } }],
    },
  ],
});
