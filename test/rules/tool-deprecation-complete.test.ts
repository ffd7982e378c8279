import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-deprecation-complete/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A registry with an old tool carrying `fields` and its successor `get_forecast_v2`. */
const registry = (fields: string, successor = '') =>
  `tools:\n  - name: get_forecast\n    description: Returns the forecast.\n${fields.replace(/^/gm, '    ')}\n  - name: get_forecast_v2\n    description: Returns the forecast.\n${successor.replace(/^/gm, '    ')}\n`;
const T = '/tools/0';

ruleTester(rule).run({
  valid: [
    {
      name: 'deprecated with a future sunset and a live replacement',
      code: registry('deprecated: true\nsunset_date: 2999-01-31\nreplacement: get_forecast_v2'),
    },
    { name: 'not deprecated, nothing else', code: registry('deprecated: false') },
    { name: 'a date-time sunset', code: registry('deprecated: true\nsunset_date: "2999-01-31T00:00:00Z"\nreplacement: get_forecast_v2') },
    { name: 'spellings: sunsetDate and replaced_by', code: registry('deprecated: true\nsunsetDate: 2999-01-31\nreplaced_by: get_forecast_v2') },
    {
      name: "a malformed sunset date is tool-metadata-types' to report",
      code: registry('deprecated: true\nsunset_date: next year\nreplacement: get_forecast_v2'),
    },
    {
      name: 'replacementMustExist: false accepts a tool from elsewhere',
      code: registry('deprecated: true\nsunset_date: 2999-01-31\nreplacement: weather.get_forecast'),
      options: { replacementMustExist: false },
    },
    {
      name: "options: a project's own field names",
      code: registry('deprecated: true\nremoved_after: 2999-01-31\nuse_instead: get_forecast_v2'),
      options: { sunsetKeys: ['removed_after'], replacementKeys: ['use_instead'] },
    },
  ],
  invalid: [
    {
      name: 'deprecated alone: no sunset and no replacement, two findings at deprecated',
      code: registry('deprecated: true'),
      errors: [
        { messageId: 'noSunset', pointer: `${T}/deprecated`, line: 4, column: 17, tool: 'get_forecast', data: { name: 'get_forecast', key: 'sunset_date' } },
        { messageId: 'noReplacement', pointer: `${T}/deprecated`, line: 4, column: 17, data: { name: 'get_forecast', key: 'replacement' } },
      ],
    },
    {
      name: 'a sunset date that has passed',
      code: registry('deprecated: true\nsunset_date: 2001-01-31\nreplacement: get_forecast_v2'),
      errors: [{ messageId: 'sunsetPast', pointer: `${T}/sunset_date`, line: 5, data: { name: 'get_forecast', date: '2001-01-31' } }],
    },
    {
      name: 'a replacement that is not in the registry',
      code: registry('deprecated: true\nsunset_date: 2999-01-31\nreplacement: get_forecast_v3'),
      errors: [{ messageId: 'replacementUnknown', pointer: `${T}/replacement`, line: 6, data: { name: 'get_forecast', replacement: '"get_forecast_v3"' } }],
    },
    {
      name: 'a replacement that is not a name',
      code: registry('deprecated: true\nsunset_date: 2999-01-31\nreplacement: {name: get_forecast_v2}'),
      options: { replacementMustExist: false },
      errors: [{ messageId: 'replacementUnknown', data: { name: 'get_forecast', replacement: 'an object' } }],
    },
    {
      name: 'a replacement that is deprecated too',
      code: registry(
        'deprecated: true\nsunset_date: 2999-01-31\nreplacement: get_forecast_v2',
        'deprecated: true\nsunset_date: 2999-06-30\nreplacement: get_forecast',
      ),
      errors: [
        { messageId: 'replacementDeprecated', pointer: `${T}/replacement`, data: { name: 'get_forecast', replacement: 'get_forecast_v2' } },
        { messageId: 'replacementDeprecated', pointer: '/tools/1/replacement', data: { name: 'get_forecast_v2', replacement: 'get_forecast' } },
      ],
    },
    {
      name: 'a tool that names itself',
      code: registry('deprecated: true\nsunset_date: 2999-01-31\nreplacement: get_forecast'),
      errors: [{ messageId: 'replacementDeprecated', data: { name: 'get_forecast', replacement: 'get_forecast' } }],
    },
    {
      name: 'a sunset date and a replacement on a tool not marked deprecated',
      code: registry('sunset_date: 2999-01-31\nreplacement: get_forecast_v2'),
      errors: [
        { messageId: 'notDeprecated', pointer: `${T}/sunset_date`, data: { name: 'get_forecast', key: 'sunset_date' } },
        { messageId: 'notDeprecated', pointer: `${T}/replacement`, data: { name: 'get_forecast', key: 'replacement' } },
      ],
    },
    {
      name: 'options: the first sunset key names the field to add',
      code: registry('deprecated: true\nreplacement: get_forecast_v2'),
      options: { sunsetKeys: ['removed_after'] },
      errors: [{ messageId: 'noSunset', data: { name: 'get_forecast', key: 'removed_after' } }],
    },
    {
      name: 'OpenAPI: a deprecated operation with x- extensions',
      code: `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /v1/pets:
    get:
      operationId: list_pets_v1
      deprecated: true
      x-sunset-date: 2001-06-30
      x-replacement: list_pets
      responses: {"200": {description: ok}}
  /v2/pets:
    get:
      operationId: list_pets
      deprecated: true
      responses: {"200": {description: ok}}
`,
      errors: [
        { messageId: 'sunsetPast', pointer: '/paths/~1v1~1pets/get/x-sunset-date', line: 8, data: { name: 'list_pets_v1', date: '2001-06-30' } },
        {
          messageId: 'replacementDeprecated',
          pointer: '/paths/~1v1~1pets/get/x-replacement',
          line: 9,
          data: { name: 'list_pets_v1', replacement: 'list_pets' },
        },
        { messageId: 'noSunset', pointer: '/paths/~1v2~1pets/get/deprecated', line: 14, data: { name: 'list_pets', key: 'sunset_date' } },
        { messageId: 'noReplacement', pointer: '/paths/~1v2~1pets/get/deprecated', line: 14, data: { name: 'list_pets', key: 'replacement' } },
      ],
    },
    {
      name: 'reached through $ref: an OpenAPI path item under components',
      code: `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets: {$ref: '#/components/pathItems/Pets'}
components:
  pathItems:
    Pets:
      get:
        operationId: list_pets
        deprecated: true
        x-sunset: 2999-01-01
        responses: {"200": {description: ok}}
`,
      errors: [{ messageId: 'noReplacement', pointer: '/components/pathItems/Pets/get/deprecated', line: 10 }],
    },
  ],
});

describe('tool-deprecation-complete and the clock', () => {
  const code = registry('deprecated: true\nsunset_date: 2026-03-31\nreplacement: get_forecast_v2');
  const run = (now: string) =>
    lintRegistry(
      loadSource(code, 'tools.yaml'),
      new Map([[rule.meta.id, rule]]),
      { rules: new Map([[rule.meta.id, { severity: 'warn' }]]), overrides: [] },
      { now: () => new Date(now) },
    ).map((f) => f.messageId);

  it('a sunset day is not past while it lasts', () => {
    expect(run('2026-03-31T23:59:59Z')).toEqual([]);
  });

  it('it is past from the next day on', () => {
    expect(run('2026-04-01T00:00:00Z')).toEqual(['sunsetPast']);
  });

  it('a date-time sunset is past from that instant', () => {
    const timed = registry('deprecated: true\nsunset_date: "2026-03-31T12:00:00+02:00"\nreplacement: get_forecast_v2');
    const at = (now: string) =>
      lintRegistry(
        loadSource(timed, 'tools.yaml'),
        new Map([[rule.meta.id, rule]]),
        { rules: new Map([[rule.meta.id, { severity: 'warn' }]]), overrides: [] },
        { now: () => new Date(now) },
      ).length;
    expect([at('2026-03-31T09:59:59Z'), at('2026-03-31T10:00:00Z')]).toEqual([0, 1]);
  });
});
