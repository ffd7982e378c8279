import { defineRule } from '../../src/engine/index.js';
import { schemaPath, type SchemaVisit, toolLabel, keptFor, memoizedBy, perText } from '../../src/kit/index.js';
import { hasOwn, isObject, joinPointer, type SourceRef, type Tool } from '../../src/model/index.js';
import { detector, HEX_RUN, longestRun, type DetectOptions, type Hit } from './detect.js';

type Options = DetectOptions;

/** Schema keywords whose values are shown to the model as written. */
const SCHEMA_KEYS = ['description', 'title', 'default', 'enum', 'examples', 'example', 'const', 'x-example', 'x-examples'];
const SCHEMA_KEY_SET: ReadonlySet<string> = new Set(SCHEMA_KEYS);

const PLACEHOLDER_USERS = [
  'user',
  'username',
  'someone',
  'me',
  'you',
  'yourname',
  'your-name',
  'your_name',
  'name',
  'example',
  'foo',
  'bar',
  'jdoe',
  'john',
  'jane',
  'alice',
  'bob',
  'test',
  'demo',
  'admin',
  'runner',
  'ubuntu',
  'node',
  'app',
  // The fixed users of well-known images and hosted machines: a path under them says where the
  // server runs, not whose machine it was written on.
  'root',
  'cloudsdk',
  'coder',
  'vscode',
  'codespace',
  'gitpod',
  'jovyan',
  'ec2-user',
  'circleci',
  'jenkins',
  'docker',
  'linuxbrew',
  // Folder names written where a user name would go (`/home/projects/data/file.txt`).
  'projects',
  'project',
  'workspace',
  'workspaces',
  'code',
  'src',
  'data',
  'shared',
  'documents',
  'desktop',
  'downloads',
];
const HOST_SUFFIXES = ['internal', 'corp', 'intranet', 'lan', 'localdomain', 'intra'];
const HASH_WORDS = [
  'sha',
  'sha1',
  'sha256',
  'sha512',
  'md5',
  'hash',
  'commit',
  'digest',
  'checksum',
  'etag',
  'revision',
  'rev',
  'oid',
  'uuid',
  'guid',
  'id',
  'ids',
  'fingerprint',
];

/** A bound on the strings read from one keyword's value, so that a huge enum costs a fixed amount. */
const MAX_STRINGS = 500;

/**
 * Calls `visit` with every string inside `value` (at most MAX_STRINGS, eight levels deep), in
 * document order, and the path to it, which is copied out only for a string that has a hit:
 * most strings have none, so a walk makes nothing for them.
 */
function eachString(value: unknown, visit: (text: string, path: () => Array<string | number>) => void): void {
  const path: Array<string | number> = [];
  const pathNow = () => path.slice();
  let left = MAX_STRINGS;
  const walk = (v: unknown, depth: number): void => {
    if (left <= 0) return;
    if (typeof v === 'string') {
      left--;
      visit(v, pathNow);
    } else if (depth < 8 && Array.isArray(v)) {
      for (let i = 0; i < v.length && left > 0; i++) {
        path.push(i);
        walk(v[i], depth + 1);
        path.pop();
      }
    } else if (depth < 8 && isObject(v)) {
      for (const k of Object.keys(v)) {
        if (left <= 0) break;
        path.push(k);
        walk(v[k], depth + 1);
        path.pop();
      }
    }
  };
  walk(value, 0);
}

function schemaWhere(visit: SchemaVisit, key: string): string {
  const path = schemaPath(visit);
  const owner = path === '' ? `the ${visit.role} schema` : visit.role === 'input' ? `parameter "${path}"` : `output field "${path}"`;
  return `The \`${key}\` of ${owner} of "${toolLabel(visit.tool)}"`;
}

/**
 * Hits depend on the text and the options, and on the parameter's name (the context) only
 * through a long hex token, which a name such as `sha` makes a digest rather than a secret. Many
 * parameters share a text ("Opaque cursor from the previous page"), in one file and across the
 * files of a run: a text without a run long enough for a hex token is read once, in its record
 * of the view; the others once per name while they are among the last ones read. One detector
 * per options object, which the engine keeps for the whole run.
 */
const detectors = new WeakMap<Options, (text: string, context: string) => Hit[]>();

function detectorFor(options: Options): (text: string, context: string) => Hit[] {
  return keptFor(detectors, options, () => makeDetector(options));
}

function makeDetector(options: Options): (text: string, context: string) => Hit[] {
  const scanText = detector(options);
  const plain = perText((text: string) => (longestRun(text, HEX_RUN) >= HEX_RUN ? undefined : scanText(text, '')));
  const named = memoizedBy((text: string, context: string) => `${context}\0${text}`, scanText);
  return (text, context) => plain(text) ?? named(text, context);
}

export default defineRule({
  meta: {
    id: 'definition-no-secrets',
    description: 'Descriptions, defaults, enums and examples hold no credentials, private keys, internal paths or host names, or stack traces.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allow: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Text accepted wherever it appears in a match: a documented test key, a public example host.',
          default: [],
        },
        placeholderUsers: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            "User names in home-directory paths that are not somebody's account: placeholders (`/Users/someone/`, `/home/user/`), the fixed users of well-known images (`/home/cloudsdk/`, `/home/jovyan/`) and folder names (`/home/projects/`).",
          default: PLACEHOLDER_USERS,
        },
        internalHostSuffixes: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Top-level labels of internal host names (`billing.corp`, `db.prod.internal`).',
          default: HOST_SUFFIXES,
        },
        hashWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: "Words that, just before a long hex string or in the parameter's name, make it a commit SHA, digest or id rather than a secret.",
          default: HASH_WORDS,
        },
        minEntropy: {
          type: 'number',
          minimum: 0,
          maximum: 8,
          description: 'The fewest bits of entropy per character a long base64-like token needs to count as a secret; identifiers and words have less.',
          default: 4.5,
        },
        checkPaths: { type: 'boolean', description: 'Report home-directory and `/etc/` paths.', default: true },
        checkSystemPaths: {
          type: 'boolean',
          description:
            'With `checkPaths`, also report `/etc/` paths: the same on every machine, so named on purpose by tools about the system itself, but a private layout when they name in-house files.',
          default: true,
        },
        checkHosts: { type: 'boolean', description: 'Report internal host names.', default: true },
        checkStackTraces: { type: 'boolean', description: 'Report stack traces.', default: true },
      },
    },
    // A system path is where every machine keeps that file: a tool about the system names it
    // on purpose, and only a team's own conventions say whether an in-house one is private.
    recommendedOptions: { checkSystemPaths: false },
    messages: {
      secret:
        '{{where}} holds what looks like {{kind}} ("{{excerpt}}"): remove it, revoke it if it is real, and write a placeholder such as "<API_KEY>" instead.',
      path: '{{where}} holds {{kind}} ("{{excerpt}}"), which shows how the machine it was written on is laid out: use a neutral example such as "/path/to/file".',
      host: '{{where}} names {{kind}} ("{{excerpt}}"), which shows internal infrastructure: use an example domain such as "api.example.com".',
      trace: '{{where}} holds {{kind}} ("{{excerpt}}"): remove it; it shows internals and costs tokens on every request.',
    },
  },
  create(context, options: Options) {
    const detect = detectorFor(options);
    const report = (hits: Hit[], whereOf: string | (() => string), at: SourceRef, tool: Tool) => {
      const where = typeof whereOf === 'string' ? whereOf : whereOf();
      for (const h of hits) {
        // Only the first characters are shown: a finding must not spread the secret further.
        const data = { where, kind: h.kind, excerpt: `${[...h.match].slice(0, 4).join('')}…` };
        if (h.category === 'secret') context.report({ messageId: 'secret', data, at, tool });
        else if (h.category === 'path') context.report({ messageId: 'path', data, at, tool });
        else if (h.category === 'host') context.report({ messageId: 'host', data, at, tool });
        else context.report({ messageId: 'trace', data, at, tool });
      }
    };
    // `where` is worked out only for a finding: most texts hold no secret.
    // The place is written out only for a hit, too.
    const scan = (value: unknown, file: string, pointer: string | (() => string), where: string | (() => string), context: string, tool: Tool) => {
      const base = () => (typeof pointer === 'string' ? pointer : pointer());
      // Most values are one string (a description): no list of paths is made for it.
      if (typeof value === 'string') {
        const hits = detect(value, context);
        if (hits.length > 0) report(hits, where, { file, pointer: base() }, tool);
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      eachString(value, (text, path) => {
        const hits = detect(text, context);
        if (hits.length > 0) report(hits, where, { file, pointer: joinPointer(base(), ...path()) }, tool);
      });
    };
    // Apart from the loop over keys, so that the loop's variables are not captured (and made anew on each turn) by these functions.
    const scanKey = (visit: SchemaVisit, key: string, value: unknown, name: string) =>
      // `examples` and `enum` hold values, not subschemas, so the walker never visits them.
      scan(
        value,
        visit.ref.file,
        () => joinPointer(visit.ref.pointer, key),
        () => schemaWhere(visit, key),
        name,
        visit.tool,
      );
    return {
      tool(tool) {
        const label = toolLabel(tool);
        const { refs } = tool;
        if (tool.description !== undefined && refs.description)
          scan(tool.description, refs.description.file, refs.description.pointer, `The description of "${label}"`, '', tool);
        if (tool.title !== undefined && refs.title) scan(tool.title, refs.title.file, refs.title.pointer, `The title of "${label}"`, '', tool);
        for (const key of Object.keys(tool.meta)) {
          const at = refs.meta[key];
          if (at) scan(tool.meta[key], at.file, at.pointer, `The \`${key}\` of "${label}"`, key, tool);
        }
        if (tool.annotations && refs.annotations)
          scan(tool.annotations, refs.annotations.file, refs.annotations.pointer, `The annotations of "${label}"`, '', tool);
      },
      schema(visit) {
        const { node } = visit;
        const name = visit.propertyName ?? '';
        // A node's own keys, usually two or three, are each looked up once, rather than each of
        // the keywords being looked for on every node.
        for (const key in node) {
          if (!SCHEMA_KEY_SET.has(key) || !hasOwn(node, key)) continue;
          const value = node[key];
          // Most values are a text without a secret: nothing is made for them (the answer is remembered for scan).
          if (typeof value === 'string' ? detect(value, name).length === 0 : typeof value !== 'object' || value === null) continue;
          scanKey(visit, key, value, name);
        }
      },
    };
  },
});
