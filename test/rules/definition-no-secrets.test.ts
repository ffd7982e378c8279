import { describe, expect, it } from 'vitest';
import rule from '../../rules/definition-no-secrets/index.js';
import { entropy } from '../../rules/definition-no-secrets/detect.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';
import { project, runCli } from '../helpers/cli.js';

// Keys are assembled at run time so that this file never holds one that a secret scanner matches.
const OPENAI = ['sk', 'proj', 'Q7vXk2LmP9rT4wZ8yB3nC6dF1hJ5'].join('-');
const GITHUB = ['ghp', 'R8tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0nM2q'].join('_');
const AWS = 'AKIA' + 'QX7R2M4K9T3V6W8Z';
const SLACK = ['xoxb', '2048', '9fK3mQ7vL2pX'].join('-');
const GOOGLE = 'AIza' + 'Sy9Qk3Lm7Xp2Vb8Tn4Wc6Rz1Hd5Jf0Gh3Kq';
const STRIPE = ['sk', 'live', '4eC39HqLyjWDarjtT1zdp7dc'].join('_');
const JWT = ['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'].join('.');
const HEX = '9f86d081884c7d659a2feaa0c55ad015';
const BASE64 = 'Zm9vYmFyQmF6UXV4MTIzNDU2Nzg5MGFiY2RlZkdISUpLTE1OT1A';
const PEM = `-----BEGIN ${'RSA '}PRIVATE KEY-----\\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun`;

const tool = (description: string, props = '{}') =>
  `tools:\n  - name: call_api\n    description: "${description}"\n    parameters: {type: object, properties: ${props}}\n`;
const D = '/tools/0/description';
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool("Calls the billing API with the server's own key.") },
    { name: 'placeholders for keys', code: tool('Set OPENAI_API_KEY=sk-your-key-here, or sk-xxxxxxxxxxxxxxxxxxxxxxxx; AWS shows AKIAIOSFODNN7EXAMPLE.') },
    { name: 'a PEM header that names a format is not a key', code: tool('The file must start with -----BEGIN PRIVATE KEY-----.') },
    {
      name: 'commit SHAs and digests',
      code: tool('Pins the action to commit 9f86d081884c7d659a2feaa0c55ad015b3bf4f1b.', `{sha: {type: string, examples: ["${HEX}"]}}`),
    },
    { name: 'placeholder home directories and public hosts', code: tool('Paths like /Users/someone/project or /home/user/app; see docs.example.com.') },
    {
      name: "an image's fixed user and a folder name where a user would go (Desktop Commander's Docker notes)",
      code: tool('Prefer mounted directories: /home/cloudsdk/work, /home/jovyan/data. Translate /Users/john/projects/a.txt to /home/projects/a.txt.'),
    },
    { name: 'words and identifiers are not base64 tokens', code: tool('Uses ThisIsAVeryLongCamelCaseIdentifierNameForTheSettings1 in config.') },
    { name: 'allow accepts a documented test key', code: tool(`Test with ${STRIPE}.`), options: { allow: [STRIPE] } },
    {
      name: 'check switches turn categories off',
      code: tool('See /home/deploy/app on billing.corp; Traceback (most recent call last) follows.'),
      options: { checkPaths: false, checkHosts: false, checkStackTraces: false },
    },
  ],
  invalid: [
    {
      name: 'keys in a description: the excerpt is masked',
      code: tool(`Uses key ${OPENAI} for calls.`),
      errors: [
        {
          messageId: 'secret',
          pointer: D,
          line: 3,
          column: 18,
          tool: 'call_api',
          data: { where: 'The description of "call_api"', kind: 'an OpenAI or Anthropic API key', excerpt: 'sk-p…' },
        },
      ],
    },
    {
      name: 'every key shape, one finding per string and category',
      code: `tools:\n  - name: call_api\n    description: Calls an API.\n    parameters:\n      type: object\n      properties:\n        a: {type: string, default: "${GITHUB}"}\n        b: {type: string, enum: [none, "${AWS}"]}\n        c: {type: string, examples: ["${SLACK}", "${GOOGLE}"]}\n        d: {type: string, const: "${STRIPE}"}\n        e: {type: string, example: "${JWT}"}\n        f: {type: string, description: "Token ${HEX} then ${BASE64}"}\n        g: {type: string, description: "${PEM}"}\n`,
      errors: [
        {
          messageId: 'secret',
          pointer: `${P}/a/default`,
          line: 7,
          data: { where: 'The `default` of parameter "a" of "call_api"', kind: 'a GitHub token', excerpt: 'ghp_…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/b/enum/1`,
          data: { where: 'The `enum` of parameter "b" of "call_api"', kind: 'an AWS access key id', excerpt: 'AKIA…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/c/examples/0`,
          data: { where: 'The `examples` of parameter "c" of "call_api"', kind: 'a Slack token', excerpt: 'xoxb…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/c/examples/1`,
          data: { where: 'The `examples` of parameter "c" of "call_api"', kind: 'a Google API key', excerpt: 'AIza…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/d/const`,
          data: { where: 'The `const` of parameter "d" of "call_api"', kind: 'a Stripe secret key', excerpt: 'sk_l…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/e/example`,
          data: { where: 'The `example` of parameter "e" of "call_api"', kind: 'a JSON Web Token', excerpt: 'eyJh…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/f/description`,
          data: { where: 'The `description` of parameter "f" of "call_api"', kind: 'a long hex token', excerpt: '9f86…' },
        },
        {
          messageId: 'secret',
          pointer: `${P}/g/description`,
          data: { where: 'The `description` of parameter "g" of "call_api"', kind: 'a private key', excerpt: '----…' },
        },
      ],
    },
    {
      name: 'a long base64 token on its own',
      code: tool(`Send ${BASE64} as the token.`),
      errors: [{ messageId: 'secret', pointer: D, data: { where: 'The description of "call_api"', kind: 'a long base64 token', excerpt: 'Zm9v…' } }],
    },
    {
      name: 'internal paths, hosts and stack traces (English and Chinese text)',
      code: tool('读取 /home/deploy/app/config.yaml 与 /etc/billing/secrets.env，调用 billing.prod.corp。 Error: at handler (/srv/app/index.js:12:7)'),
      errors: [
        { messageId: 'path', pointer: D, data: { where: 'The description of "call_api"', kind: 'a home directory path', excerpt: '/hom…' } },
        { messageId: 'trace', pointer: D, data: { where: 'The description of "call_api"', kind: 'a stack trace', excerpt: 'at h…' } },
        { messageId: 'host', pointer: D, data: { where: 'The description of "call_api"', kind: 'an internal host name', excerpt: 'bill…' } },
      ],
    },
    {
      name: 'Windows paths, Python tracebacks, and tool metadata',
      code: 'tools:\n  - name: call_api\n    description: \'Reads C:\\Users\\jsmith\\AppData\\cfg.ini.\'\n    title: "Traceback (most recent call last): boom"\n    x-notes: {owner: "see /etc/hosts"}\n',
      errors: [
        { messageId: 'path', pointer: D, line: 3, data: { where: 'The description of "call_api"', kind: 'a Windows user directory path', excerpt: 'C:\\U…' } },
        { messageId: 'trace', pointer: '/tools/0/title', data: { where: 'The title of "call_api"', kind: 'a stack trace', excerpt: 'Trac…' } },
        {
          messageId: 'path',
          pointer: '/tools/0/x-notes/owner',
          data: { where: 'The `x-notes` of "call_api"', kind: 'a system configuration path', excerpt: '/etc…' },
        },
      ],
    },
    {
      name: 'placeholderUsers, internalHostSuffixes, hashWords and minEntropy replace the lists',
      code: tool(`Files in /home/user/app on build.dev; digest ${HEX}; ThisIsAVeryLongCamelCaseIdentifierNameForTheSettings1.`),
      options: { placeholderUsers: [], internalHostSuffixes: ['dev'], hashWords: [] },
      errors: [
        { messageId: 'path', pointer: D, data: { where: 'The description of "call_api"', kind: 'a home directory path', excerpt: '/hom…' } },
        { messageId: 'secret', pointer: D, data: { where: 'The description of "call_api"', kind: 'a long hex token', excerpt: '9f86…' } },
        { messageId: 'host', pointer: D, data: { where: 'The description of "call_api"', kind: 'an internal host name', excerpt: 'buil…' } },
      ],
    },
    {
      name: 'minEntropy: a lower bar takes long identifiers for tokens',
      code: tool('Uses ThisIsAVeryLongCamelCaseIdentifierNameForTheSettings1 in config.'),
      options: { minEntropy: 3 },
      errors: [{ messageId: 'secret', pointer: D, data: { where: 'The description of "call_api"', kind: 'a long base64 token', excerpt: 'This…' } }],
    },
    {
      name: "reached through $ref: a definition's default, reported once where it is written",
      code: `tools:\n  - name: call_api\n    description: Calls an API.\n    parameters:\n      type: object\n      properties:\n        auth: {$ref: '#/$defs/Auth'}\n        fallback: {$ref: '#/$defs/Auth'}\n      $defs:\n        Auth: {type: string, default: "${GITHUB}"}\n`,
      errors: [
        {
          messageId: 'secret',
          pointer: '/tools/0/parameters/$defs/Auth/default',
          line: 10,
          data: { where: 'The `default` of parameter "auth" of "call_api"', kind: 'a GitHub token', excerpt: 'ghp_…' },
        },
      ],
    },
    {
      name: 'OpenAPI: an example in a component schema and an internal server in a description',
      code: `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /charges:\n    post:\n      operationId: create_charge\n      description: Proxies to payments.internal.\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: "#/components/schemas/Charge"}\n      responses: {"200": {description: ok}}\ncomponents:\n  schemas:\n    Charge:\n      type: object\n      properties:\n        key: {type: string, example: "${STRIPE}"}\n`,
      errors: [
        {
          messageId: 'host',
          pointer: '/paths/~1charges/post/description',
          line: 7,
          tool: 'create_charge',
          data: { where: 'The description of "create_charge"', kind: 'an internal host name', excerpt: 'paym…' },
        },
        {
          messageId: 'secret',
          pointer: '/components/schemas/Charge/properties/key/example',
          line: 18,
          tool: 'create_charge',
          data: { where: 'The `example` of parameter "body.key" of "create_charge"', kind: 'a Stripe secret key', excerpt: 'sk_l…' },
        },
      ],
    },
  ],
});

describe('definition-no-secrets messages', () => {
  it('never print the whole secret', () => {
    const findings = lintWith(rule, tool(`Uses ${OPENAI}, ${GITHUB} and ${JWT}.`));
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) for (const s of [OPENAI, GITHUB, JWT]) expect(f.message).not.toContain(s.slice(0, 8));
  });
  it('a 10 MB description is scanned in windows: no stack overflow, and a key at its end is still found', () => {
    const description = `${'x'.repeat(10 * 1024 * 1024)} then ${GITHUB}`;
    const findings = lintWith(rule, JSON.stringify({ tools: [{ name: 'call_api', description }] }), undefined, 'tools.json');
    expect(findings.map((f) => f.messageId)).toEqual(['secret']);
  });
  it('entropy: random text has more than words', () => {
    expect(entropy(BASE64)).toBeGreaterThan(4.5);
    expect(entropy('aaaaaaaa')).toBe(0);
  });
});

describe('definition-no-secrets under the presets', () => {
  const registry = JSON.stringify({
    tools: [{ name: 'reload_nginx', description: 'Checks /etc/nginx/nginx.conf, then reloads the server.', inputSchema: { type: 'object', properties: {} } }],
  });
  const pathFindings = async (extendsPreset?: string) => {
    const files: Record<string, string> = { 'tools.json': registry };
    if (extendsPreset) files['.toolslintrc.yaml'] = `extends: ${extendsPreset}\n`;
    const cwd = project(files);
    const run = await runCli(['lint', 'tools.json', '-f', 'json'], { cwd });
    return (JSON.parse(run.stdout).findings as { ruleId: string }[]).filter((f) => f.ruleId === 'definition-no-secrets');
  };

  it('recommended leaves a system path alone: a tool about the system names it on purpose', async () => {
    expect(await pathFindings()).toEqual([]);
  });

  it('strict reports it', async () => {
    expect(await pathFindings('toolslint:strict')).toHaveLength(1);
  });
});
